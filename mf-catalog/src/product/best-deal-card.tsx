import type { ProductPriceEntry } from '@sahha/contracts';
import { Badge, Button, Card, StarRating } from '@sahha/ui';
import { stackListCss } from '@sahha/ui/mixins';
import styled from 'styled-components';
import { RetailerLogo } from '../retailers/retailer-logo';
import { formatAed } from './format-price';
import { OutboundLink } from './outbound-link';
import { PriceChecked } from './price-checked';
import { PRODUCT_TEXTS } from './product-texts';

const StyledCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  border-color: ${({ theme }) => theme.colors.primary};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledPrice = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

const StyledRetailer = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledFacts = styled.ul`
  ${stackListCss}
  gap: ${({ theme }) => theme.space(1.5)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const StyledRating = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** `hasPrices`: some store lists a price, though none is fresh enough to be the Best Deal. */
export function BestDealCard({ deal, hasPrices }: { deal: ProductPriceEntry | null; hasPrices: boolean }) {
  if (!deal) {
    return (
      <StyledCard as="section" aria-labelledby="best-deal-title">
        <StyledTitle id="best-deal-title">{PRODUCT_TEXTS.bestDeal}</StyledTitle>
        <StyledMuted>{hasPrices ? PRODUCT_TEXTS.noFreshPrices : PRODUCT_TEXTS.noPrices}</StyledMuted>
      </StyledCard>
    );
  }
  const marketplace = deal.kind === 'marketplace';
  const shopText = marketplace ? PRODUCT_TEXTS.shopNowMarketplace : PRODUCT_TEXTS.shopNow;
  const shopLabel = marketplace ? shopText : `${shopText} at ${deal.retailer}`;
  return (
    <StyledCard as="section" aria-labelledby="best-deal-title">
      <StyledTitle id="best-deal-title">{marketplace ? PRODUCT_TEXTS.bestDealMarketplace : PRODUCT_TEXTS.bestDeal}</StyledTitle>
      <StyledPrice>{formatAed(deal.price)}</StyledPrice>
      <StyledRetailer>
        <RetailerLogo logo={deal.logo} />
        {deal.retailer}
      </StyledRetailer>
      <StyledFacts>
        <li>
          <PriceChecked entry={deal} />
        </li>
        <li>{PRODUCT_TEXTS.delivery(deal.deliveryTime)}</li>
        {deal.pricePerServing ? <li>{PRODUCT_TEXTS.perServing(formatAed(deal.pricePerServing))}</li> : null}
        <li>
          <Badge tone={deal.inStock ? 'success' : 'danger'}>{deal.inStock ? PRODUCT_TEXTS.inStock : PRODUCT_TEXTS.outOfStock}</Badge>
        </li>
        <StyledRating>
          <StarRating value={deal.rating} readOnly label={PRODUCT_TEXTS.ratingOutOf5(deal.rating)} size={18} />
          <span>{PRODUCT_TEXTS.ratingOutOf5(deal.rating)}</span>
        </StyledRating>
      </StyledFacts>
      {deal.inStock ? (
        <OutboundLink entry={deal} label={shopLabel} primary fullWidth>
          {shopText}
        </OutboundLink>
      ) : (
        // A link cannot be disabled: out of stock, the action becomes a disabled button.
        <Button type="button" disabled fullWidth>
          {shopText}
        </Button>
      )}
    </StyledCard>
  );
}
