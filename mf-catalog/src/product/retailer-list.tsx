import type { ProductPriceEntry } from '@sahha/contracts';
import { Badge, Card } from '@sahha/ui';
import { stackListCss, wrapRowCss } from '@sahha/ui/mixins';
import styled from 'styled-components';
import { RetailerLogo } from '../retailers/retailer-logo';
import { formatAed } from './format-price';
import { OutboundLink } from './outbound-link';
import { PriceChecked } from './price-checked';
import { PRODUCT_TEXTS } from './product-texts';

const StyledTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledList = styled.ul`
  ${stackListCss}
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding-bottom: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }
`;

const StyledDetails = styled.div`
  flex: 1;
  min-width: 0;
`;

const StyledName = styled.p`
  ${wrapRowCss}
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledMeta = styled.p<{ $warn?: boolean }>`
  margin: 0;
  color: ${({ theme, $warn }) => ($warn ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const StyledNoWrap = styled.span`
  white-space: nowrap;
`;

const StyledPrice = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledChecked = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/**
 * 'All Retailers' (docs/requirements.md, "Route: /products/:id"): every price except the best deal,
 * ascending, each with when it was checked and 'Visit'; the cheapest fresh in-stock price is marked
 * "Lowest price" when it is not the Best Deal (`lowestPriceRetailerKey`, chosen by the API).
 */
export function RetailerList({ retailers, lowestPriceRetailerKey }: { retailers: ProductPriceEntry[]; lowestPriceRetailerKey: string | null }) {
  const lowest = retailers.find((entry) => entry.retailerKey === lowestPriceRetailerKey) ?? null;
  const notFresh = retailers.some((entry) => entry.freshness !== 'fresh');
  return (
    <Card as="section" aria-labelledby="all-retailers-title">
      <StyledTitle id="all-retailers-title">{PRODUCT_TEXTS.allRetailers}</StyledTitle>
      {retailers.length === 0 ? (
        <StyledMeta>{PRODUCT_TEXTS.noOtherRetailers}</StyledMeta>
      ) : (
        <StyledList>
          {retailers.map((entry) => (
            <StyledItem key={entry.retailerKey}>
              <RetailerLogo logo={entry.logo} />
              <StyledDetails>
                <StyledName>
                  {entry.retailer}
                  {entry === lowest ? <Badge tone="success">{PRODUCT_TEXTS.lowestPrice}</Badge> : null}
                </StyledName>
                <StyledMeta>
                  <StyledPrice>{formatAed(entry.price)}</StyledPrice> · <StyledNoWrap>{PRODUCT_TEXTS.delivery(entry.deliveryTime)}</StyledNoWrap>
                </StyledMeta>
                <StyledMeta $warn={!entry.inStock}>{entry.inStock ? PRODUCT_TEXTS.inStock : PRODUCT_TEXTS.outOfStock}</StyledMeta>
                <StyledMeta>
                  <PriceChecked entry={entry} />
                </StyledMeta>
              </StyledDetails>
              <OutboundLink entry={entry} label={`${PRODUCT_TEXTS.visit} ${entry.retailer}`}>
                {PRODUCT_TEXTS.visit}
              </OutboundLink>
            </StyledItem>
          ))}
        </StyledList>
      )}
      {lowest ? <StyledChecked>{PRODUCT_TEXTS.lowestPriceNote}</StyledChecked> : null}
      {notFresh ? <StyledChecked>{PRODUCT_TEXTS.freshnessNote}</StyledChecked> : null}
    </Card>
  );
}
