import { type AdminCatalogResponse, type AdminOffer, OFFER_MESSAGES, type OfferInput } from '@sahha/contracts/catalog-admin';
import { Button, Field, TextInput } from '@sahha/ui';
import { Select } from '@sahha/ui/select';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

import { CATALOG_TEXTS as TEXTS } from './catalog-texts';
import { offerErrorsOf, type OfferErrors } from './offer-errors';
import { StyledActions } from './catalog-table';
import { CatalogOptions } from './catalog-table';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

const StyledCheckbox = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  input {
    width: 20px;
    height: 20px;
  }
`;

const StyledFormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

interface Draft {
  productKey: string;
  retailerKey: string;
  price: string;
  inStock: boolean;
  deliveryTime: string;
  url: string;
  servings: string;
}

const draftOf = (offer?: AdminOffer): Draft => ({
  productKey: offer?.productKey ?? '',
  retailerKey: offer?.retailerKey ?? '',
  price: offer ? offer.price.toFixed(2) : '',
  inStock: offer?.inStock ?? true,
  deliveryTime: offer?.deliveryTime ?? '',
  url: offer?.url ?? '',
  servings: offer?.servings ? String(offer.servings) : '',
});

/** Digits only: anything else would reach the API as null (JSON has no NaN) and clear the pack size. */
const WHOLE_NUMBER = /^\d+$/;

/** What the form sends: empty optional fields clear the offer's own value (null); the price as typed, as a number. */
export function offerInputOf(draft: Draft): OfferInput {
  return {
    productKey: draft.productKey,
    retailerKey: draft.retailerKey,
    // Empty is 0 and words are NaN (sent as null): the API answers both with the price message.
    price: Number(draft.price.trim().replace(',', '.')),
    inStock: draft.inStock,
    deliveryTime: draft.deliveryTime.trim() === '' ? null : draft.deliveryTime.trim(),
    url: draft.url.trim() === '' ? null : draft.url.trim(),
    servings: draft.servings.trim() === '' ? null : Number(draft.servings.trim()),
  };
}

export interface OfferFormProps {
  catalog: AdminCatalogResponse;
  /** Edit this offer (product and store fixed); without it the form adds a new one. */
  offer?: AdminOffer;
  submitLabel: string;
  /** Resolves when saved; throws the API's error otherwise. */
  onSubmit: (input: OfferInput) => Promise<unknown>;
  onCancel?: () => void;
}

/** Add or edit one offer. The API checks every field; its messages show under their fields and nothing typed is lost. */
export function OfferForm({ catalog, offer, submitLabel, onSubmit, onCancel }: OfferFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(offer));
  const [errors, setErrors] = useState<OfferErrors>({ fields: {} });
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.servings.trim() !== '' && !WHOLE_NUMBER.test(draft.servings.trim())) {
      setErrors({ fields: { servings: OFFER_MESSAGES.servings } });
      return;
    }
    setSaving(true);
    try {
      await onSubmit(offerInputOf(draft));
      setErrors({ fields: {} });
      if (!offer) setDraft(draftOf());
    } catch (error) {
      setErrors(offerErrorsOf(error, TEXTS.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <StyledForm onSubmit={(event) => void submit(event)} noValidate>
      {errors.form ? <StyledFormError role="alert">{errors.form}</StyledFormError> : null}
      {offer ? null : (
        <StyledRow>
          <Field label={TEXTS.fields.product} error={errors.fields.productKey}>
            {(control) => (
              <Select {...control} value={draft.productKey} onChange={(event) => set({ productKey: event.target.value })}>
                <option value="">{TEXTS.chooseProduct}</option>
                <CatalogOptions items={catalog.products} />
              </Select>
            )}
          </Field>
          <Field label={TEXTS.fields.store} error={errors.fields.retailerKey}>
            {(control) => (
              <Select {...control} value={draft.retailerKey} onChange={(event) => set({ retailerKey: event.target.value })}>
                <option value="">{TEXTS.chooseStore}</option>
                <CatalogOptions items={catalog.retailers} />
              </Select>
            )}
          </Field>
        </StyledRow>
      )}
      <StyledRow>
        <TextInput label={TEXTS.fields.price} inputMode="decimal" autoComplete="off" value={draft.price} error={errors.fields.price} onChange={(event) => set({ price: event.target.value })} />
        <TextInput
          label={TEXTS.fields.deliveryTime}
          hint={TEXTS.fields.deliveryHint}
          autoComplete="off"
          value={draft.deliveryTime}
          error={errors.fields.deliveryTime}
          onChange={(event) => set({ deliveryTime: event.target.value })}
        />
      </StyledRow>
      <TextInput
        label={TEXTS.fields.servings}
        hint={TEXTS.fields.servingsHint}
        inputMode="numeric"
        autoComplete="off"
        value={draft.servings}
        error={errors.fields.servings}
        onChange={(event) => set({ servings: event.target.value })}
      />
      <TextInput label={TEXTS.fields.url} hint={TEXTS.fields.urlHint} type="url" autoComplete="off" value={draft.url} error={errors.fields.url} onChange={(event) => set({ url: event.target.value })} />
      <StyledCheckbox>
        <input type="checkbox" checked={draft.inStock} onChange={(event) => set({ inStock: event.target.checked })} />
        {TEXTS.fields.inStock}
      </StyledCheckbox>
      <StyledActions>
        <Button type="submit" disabled={saving}>
          {saving ? TEXTS.saving : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {TEXTS.cancel}
          </Button>
        ) : null}
      </StyledActions>
    </StyledForm>
  );
}
