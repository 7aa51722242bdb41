import type { AdminCatalogResponse, FeedPreviewResponse, FeedRowError, FeedRowPreview } from '@sahha/contracts/catalog-admin';
import { Button, Field, TextArea } from '@sahha/ui';
import { Select } from '@sahha/ui/select';
import { useState } from 'react';
import styled from 'styled-components';

import { useApplyFeedMutation, usePreviewFeedMutation } from './catalog-api';
import { catalogNames, formatAedAmount } from './catalog-names';
import { CATALOG_TEXTS as TEXTS } from './catalog-texts';
import { feedRowErrorsOf } from './offer-errors';
import { CatalogOptions, CatalogTable, StyledActions } from './catalog-table';

/** The select value for "Leave out" (null in the request): never a product key. */
const LEAVE_OUT = '-';

const StyledForm = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledErrors = styled.div`
  color: ${({ theme }) => theme.colors.danger};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const needsChoice = (row: FeedRowPreview) => row.match !== 'confirmed';

/** Feed item id → product key or null, for every row that needs the admin's choice; undefined until chosen. */
type Choices = Record<string, string | undefined>;

function RowErrors({ errors }: { errors: readonly FeedRowError[] }) {
  if (errors.length === 0) return null;
  return (
    <StyledErrors role="alert">
      <h3>{TEXTS.rowErrorsHeading(errors.length)}</h3>
      <ul>
        {errors.map((e) => (
          <li key={`${e.row}-${e.field}`}>{TEXTS.rowError(e.row, e.field, e.message)}</li>
        ))}
      </ul>
    </StyledErrors>
  );
}

/**
 * Import of one store's merchant feed: read a file (or pasted text) in the browser, preview it on
 * the server, choose our product for every item not confirmed before (a suggestion is only a
 * suggestion), then apply all of it or nothing.
 */
export function FeedImport({ catalog }: { catalog: AdminCatalogResponse }) {
  const names = catalogNames(catalog);
  const [retailerKey, setRetailerKey] = useState(catalog.retailers[0]?.key ?? '');
  const [content, setContent] = useState('');
  const [preview, setPreview] = useState<FeedPreviewResponse | null>(null);
  const [choices, setChoices] = useState<Choices>({});
  const [rowErrors, setRowErrors] = useState<FeedRowError[]>([]);
  const [message, setMessage] = useState('');
  const [previewFeed, previewState] = usePreviewFeedMutation();
  const [applyFeed, applyState] = useApplyFeedMutation();

  const reset = () => {
    setPreview(null);
    setRowErrors([]);
    setMessage('');
  };

  const runPreview = async () => {
    reset();
    if (content.trim() === '') {
      setMessage(TEXTS.feedEmpty);
      return;
    }
    try {
      const result = await previewFeed({ retailerKey, content }).unwrap();
      setPreview(result);
      setRowErrors(result.errors);
      setChoices({});
    } catch (error) {
      setRowErrors(feedRowErrorsOf(error));
      setMessage(TEXTS.previewFailed);
    }
  };

  const pending = preview ? preview.rows.filter((row) => needsChoice(row) && choices[row.feedId] === undefined) : [];
  const canApply = preview !== null && rowErrors.length === 0 && pending.length === 0 && !applyState.isLoading;

  const runApply = async () => {
    if (!preview) return;
    const matches = Object.fromEntries(
      preview.rows.filter(needsChoice).map((row) => [row.feedId, choices[row.feedId] === LEAVE_OUT ? null : (choices[row.feedId] ?? null)]),
    );
    try {
      const result = await applyFeed({ retailerKey, content, matches }).unwrap();
      setPreview(null);
      setContent('');
      setMessage(TEXTS.applied(result.created, result.updated, result.unchanged, result.notImported));
    } catch (error) {
      setRowErrors(feedRowErrorsOf(error));
      setMessage(TEXTS.applyFailed);
    }
  };

  return (
    <StyledForm>
      <p>{TEXTS.importIntro}</p>
      <Field label={TEXTS.importStore}>
        {(control) => (
          <Select
            {...control}
            value={retailerKey}
            onChange={(event) => {
              setRetailerKey(event.target.value);
              reset();
            }}
          >
            <CatalogOptions items={catalog.retailers} />
          </Select>
        )}
      </Field>
      <Field label={TEXTS.feedFile}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".tsv,.txt,.csv,.xml,text/tab-separated-values,text/csv,application/xml,text/xml"
            onChange={(event) => {
              const file = event.target.files?.[0];
              reset();
              if (file) void file.text().then(setContent);
            }}
          />
        )}
      </Field>
      <TextArea
        label={TEXTS.feedText}
        value={content}
        spellCheck={false}
        onChange={(event) => {
          setContent(event.target.value);
          reset();
        }}
      />
      <StyledActions>
        <Button type="button" variant="secondary" disabled={previewState.isLoading} onClick={() => void runPreview()}>
          {previewState.isLoading ? TEXTS.previewing : TEXTS.preview}
        </Button>
        {preview ? (
          <Button type="button" disabled={!canApply} onClick={() => void runApply()}>
            {applyState.isLoading ? TEXTS.applying : TEXTS.apply}
          </Button>
        ) : null}
      </StyledActions>
      <div aria-live="polite">{message ? <p>{message}</p> : null}</div>
      <RowErrors errors={rowErrors} />
      {preview ? (
        <section aria-labelledby="feed-preview-heading">
          <h3 id="feed-preview-heading">{TEXTS.previewHeading(preview.rows.length, preview.format)}</h3>
          <CatalogTable columns={Object.values(TEXTS.feedColumns)} labelledBy="feed-preview-heading">
            {preview.rows.map((row) => (
              <tr key={row.feedId}>
                <td>{row.row}</td>
                <td>
                  {row.title}
                  <br />
                  <small>{row.feedId}</small>
                </td>
                <td>{formatAedAmount(row.price)}</td>
                <td>{row.inStock ? TEXTS.inStock : TEXTS.outOfStock}</td>
                <td>
                  {needsChoice(row) ? (
                    <Field label={TEXTS.matchLabel(row.feedId)} hint={TEXTS.match[row.match]}>
                      {(control) => (
                        <Select {...control} value={choices[row.feedId] ?? ''} onChange={(event) => setChoices((c) => ({ ...c, [row.feedId]: event.target.value || undefined }))}>
                          <option value="">{row.productKey ? `${names.product(row.productKey)}?` : TEXTS.chooseProduct}</option>
                          <CatalogOptions items={catalog.products} />
                          <option value={LEAVE_OUT}>{TEXTS.leaveOut}</option>
                        </Select>
                      )}
                    </Field>
                  ) : (
                    <>
                      {row.productKey ? names.product(row.productKey) : TEXTS.leaveOut}
                      <br />
                      <small>{TEXTS.match.confirmed}</small>
                    </>
                  )}
                </td>
                <td>{TEXTS.change[row.change]}</td>
              </tr>
            ))}
          </CatalogTable>
        </section>
      ) : null}
    </StyledForm>
  );
}
