import type { AdminCatalogResponse } from '@sahha/contracts/catalog-admin';
import { formatGulf } from '@sahha/contracts/time';
import { CenteredSpinner } from '@sahha/ui';
import styled from 'styled-components';

import { useGetOfferChangesQuery } from './catalog-api';
import { catalogNames, formatAedAmount } from './catalog-names';
import { CATALOG_TEXTS as TEXTS } from './catalog-texts';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The change log, newest first: what each offer became, who made it and when (Gulf time). */
export function OfferChanges({ catalog, productKey }: { catalog: AdminCatalogResponse; productKey?: string }) {
  const { currentData, isError } = useGetOfferChangesQuery({ productKey });
  const names = catalogNames(catalog);
  if (isError) return <p role="alert">{TEXTS.loadError}</p>;
  if (currentData === undefined) return <CenteredSpinner text={TEXTS.loading} minHeight="8rem" />;
  if (currentData.changes.length === 0) return <p>{TEXTS.noChanges}</p>;
  return (
    <StyledList>
      {currentData.changes.map((change) => (
        <li key={change.id}>
          <strong>
            {names.product(change.productKey)} at {names.store(change.retailerKey)}
          </strong>
          : AED {TEXTS.changeLine(formatAedAmount(change.price), change.inStock ? TEXTS.inStock : TEXTS.outOfStock)}{' '}
          <StyledMuted>
            ({formatGulf(change.changedAt, 'dateTime')}, {TEXTS.source[change.source]}
            {change.source === 'cli' ? '' : ` ${change.changedBy}`})
          </StyledMuted>
        </li>
      ))}
    </StyledList>
  );
}
