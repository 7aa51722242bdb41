import { signInPathReturningTo } from '@sahha/contracts';
import { PRICE_ALERT_LIMITS, PRICE_ALERT_MESSAGES, PRICE_ALERT_TEXTS } from '@sahha/contracts/price-alerts';
import { serverMessageOf, useSession } from '@sahha/store';
import { Button, ButtonLink, Card, TextInput, toast } from '@sahha/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

import { useGetMyPriceAlertsQuery, useRemovePriceAlertMutation, useSetPriceAlertMutation } from './price-alerts-api';

const StyledCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The typed threshold as a number of AED, or null when it breaks the rule of the API (positive, at most the limit, two decimals). */
export function parseThreshold(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= PRICE_ALERT_LIMITS.thresholdMin && value <= PRICE_ALERT_LIMITS.thresholdMax ? value : null;
}

function MemberAlertForm({ productId }: { productId: string }) {
  const session = useSession();
  const { data } = useGetMyPriceAlertsQuery();
  const [setAlert, { isLoading: saving }] = useSetPriceAlertMutation();
  const [removeAlert, { isLoading: removing }] = useRemovePriceAlertMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const alert = data?.alerts.find((row) => row.productId === productId) ?? null;
  const verified = session.status === 'authenticated' && session.user.emailVerified;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const threshold = parseThreshold(text);
    if (threshold === null) {
      setError(PRICE_ALERT_MESSAGES.threshold);
      return;
    }
    setError(undefined);
    try {
      const saved = await setAlert({ productId, threshold }).unwrap();
      toast({ title: PRICE_ALERT_TEXTS.formTitle, description: PRICE_ALERT_TEXTS.saved(saved.alert.threshold.toFixed(2)), variant: 'success' });
      setText('');
    } catch (failure) {
      setError(serverMessageOf(failure) ?? PRICE_ALERT_MESSAGES.threshold);
    }
  };

  const onRemove = async () => {
    if (!alert) return;
    try {
      await removeAlert(alert.id).unwrap();
      toast({ title: PRICE_ALERT_TEXTS.removed, variant: 'success' });
    } catch (failure) {
      toast({ title: PRICE_ALERT_TEXTS.formTitle, description: serverMessageOf(failure) ?? PRICE_ALERT_MESSAGES.notFound, variant: 'destructive' });
    }
  };

  return (
    <>
      {alert ? (
        <>
          <p>{PRICE_ALERT_TEXTS.current(alert.threshold.toFixed(2))}</p>
          <Button type="button" variant="ghost" onClick={onRemove} disabled={removing}>
            {PRICE_ALERT_TEXTS.remove}
          </Button>
        </>
      ) : null}
      <StyledForm onSubmit={onSubmit} noValidate>
        <TextInput
          label={PRICE_ALERT_TEXTS.formLabel}
          name="threshold"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error}
        />
        <Button type="submit" disabled={saving}>
          {saving ? PRICE_ALERT_TEXTS.formSaving : PRICE_ALERT_TEXTS.formSubmit}
        </Button>
      </StyledForm>
      {verified ? null : <StyledNote>{PRICE_ALERT_TEXTS.unverified}</StyledNote>}
    </>
  );
}

/** "Tell me when it drops below AED …" (docs/requirements.md, "Route: /products/:id price alert"): members only. */
export function PriceAlertForm({ productId }: { productId: string }) {
  const session = useSession();
  return (
    <StyledCard as="section" aria-labelledby="price-alert-title">
      <h2 id="price-alert-title">{PRICE_ALERT_TEXTS.formTitle}</h2>
      {session.status === 'authenticated' ? <MemberAlertForm productId={productId} /> : null}
      {session.status === 'anonymous' ? (
        <>
          <p>{PRICE_ALERT_TEXTS.signInPrompt}</p>
          <ButtonLink to={signInPathReturningTo(`/products/${productId}`)} variant="secondary">
            Sign in
          </ButtonLink>
        </>
      ) : null}
    </StyledCard>
  );
}
