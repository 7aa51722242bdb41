import type { ProductPriceEntry } from '@sahha/contracts';
import { Badge } from '@sahha/ui';
import styled from 'styled-components';
import { formatCheckedDate } from './format-price';
import { PRODUCT_TEXTS } from './product-texts';

const StyledLine = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * When a price was checked, as a Gulf date (docs/requirements.md, "Route: /products/:id"): "Price
 * checked 16 November 2026", marked "Possibly out of date" once stale (the API judges freshness by
 * the one rule of `@sahha/contracts/price-freshness`), or "Price not checked yet".
 */
export function PriceChecked({ entry }: { entry: Pick<ProductPriceEntry, 'checkedAt' | 'freshness'> }) {
  const date = formatCheckedDate(entry.checkedAt);
  if (entry.freshness === 'unchecked' || !date) return <StyledLine>{PRODUCT_TEXTS.priceNotChecked}</StyledLine>;
  return (
    <StyledLine>
      {PRODUCT_TEXTS.priceChecked(date)}
      {entry.freshness === 'stale' ? <Badge tone="caution">{PRODUCT_TEXTS.possiblyOutOfDate}</Badge> : null}
    </StyledLine>
  );
}
