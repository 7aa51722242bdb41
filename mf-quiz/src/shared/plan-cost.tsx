import { PRICE_FRESH_DAYS } from '@sahha/contracts/price-freshness';
import { Card } from '@sahha/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useGetPlanCostQuery } from './plan-cost-api';
import type { RecommendationItem } from './recommendation-card';

export const PLAN_COST_TEXTS = {
  heading: 'What this plan costs',
  total: (perDay: string, perMonth: string) => `AED ${perDay} a day, AED ${perMonth} a month (30 days)`,
  basis: `From the lowest in-stock price checked in the last ${PRICE_FRESH_DAYS} days for each item, at its recommended dose.`,
  item: (name: string, perDay: string, retailer: string) => `${name}: AED ${perDay} a day at ${retailer}`,
  partial: (priced: number, all: number) => `The total counts ${priced} of ${all} items.`,
  noPrice: (names: string) => `No price checked in the last ${PRICE_FRESH_DAYS} days yet for: ${names}.`,
  nonePriced: `None of these items has a price checked in the last ${PRICE_FRESH_DAYS} days yet, so we cannot say what the plan costs.`,
  loading: "Working out the plan's cost...",
  error: "The plan's cost could not be loaded. The product pages list each store's price.",
} as const;

const StyledCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p,
  ul {
    margin: 0;
  }

  ul {
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

const StyledTotal = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The plan's cost a day and a month (docs/requirements.md, "Data: plan cost"), on /results, a
 * saved plan and their daily planners. Every amount is the API's, from fresh in-stock prices; an
 * item without one is named and never priced. Items of older plans without a product id have no
 * price either.
 */
export function PlanCost({ items }: { items: readonly RecommendationItem[] }) {
  const headingId = useId();
  const productIds = [...new Set(items.flatMap((item) => (item.productId ? [item.productId] : [])))];
  const { data, isLoading, isError } = useGetPlanCostQuery(productIds, { skip: productIds.length === 0 });
  if (items.length === 0) return null;

  const nameOf = (productId: string) => items.find((item) => item.productId === productId)?.name ?? productId;
  const unpricedNames = [...(data?.unpriced ?? []).map(nameOf), ...items.filter((item) => !item.productId).map((item) => item.name)];
  const priced = data?.items.filter((item) => item.perDay !== null && item.offer !== null) ?? [];

  let body;
  if (productIds.length > 0 && isLoading) body = <StyledMuted>{PLAN_COST_TEXTS.loading}</StyledMuted>;
  else if (productIds.length > 0 && (isError || !data)) body = <StyledMuted>{PLAN_COST_TEXTS.error}</StyledMuted>;
  else if (!data || data.perDay === null || data.perMonth === null) body = <p>{PLAN_COST_TEXTS.nonePriced}</p>;
  else {
    body = (
      <>
        <StyledTotal>{PLAN_COST_TEXTS.total(data.perDay, data.perMonth)}</StyledTotal>
        <ul>
          {priced.map((item) => (
            <li key={item.productId}>{PLAN_COST_TEXTS.item(nameOf(item.productId), item.perDay as string, item.offer?.retailer ?? '')}</li>
          ))}
        </ul>
        {unpricedNames.length > 0 ? (
          <p>
            {PLAN_COST_TEXTS.partial(priced.length, priced.length + unpricedNames.length)} {PLAN_COST_TEXTS.noPrice(unpricedNames.join(', '))}
          </p>
        ) : null}
        <StyledMuted>{PLAN_COST_TEXTS.basis}</StyledMuted>
      </>
    );
  }
  return (
    <StyledCard as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{PLAN_COST_TEXTS.heading}</h2>
      {body}
    </StyledCard>
  );
}
