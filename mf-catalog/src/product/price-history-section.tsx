import { PRICE_HISTORY_TEXTS, type PriceHistoryResponse } from '@sahha/contracts/price-alerts';
import { formatGulf } from '@sahha/contracts/time';
import { Badge, Button, Card, Skeleton, Spinner } from '@sahha/ui';
import { ChartBoundary } from '@sahha/ui/charts';
import { lazy, Suspense, useId, useState } from 'react';
import { stackListCss, wrapRowCss } from '@sahha/ui/mixins';
import styled from 'styled-components';

import { formatAed } from './format-price';
import { useGetPriceHistoryQuery } from './price-alerts-api';

const PriceHistoryChart = lazy(() => import(/* webpackChunkName: "price-history-chart" */ './price-history-chart'));

const StyledCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }
`;

const StyledToggle = styled.div`
  justify-self: start;
`;

const StyledLowest = styled.ul`
  ${stackListCss}
  gap: ${({ theme }) => theme.space(2)};

  li {
    ${wrapRowCss}
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const StyledTableWrap = styled.div`
  overflow-x: auto;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  caption {
    text-align: start;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    padding-bottom: ${({ theme }) => theme.space(2)};
  }

  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** Every recorded state, newest first: the chart's text alternative. */
function PriceHistoryTable({ history }: { history: PriceHistoryResponse }) {
  const rows = history.stores
    .flatMap((store) => store.points.map((point) => ({ ...point, store: store.retailerName })))
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || a.store.localeCompare(b.store));
  return (
    <StyledTableWrap>
      <StyledTable>
        <caption>{PRICE_HISTORY_TEXTS.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Store</th>
            <th scope="col">Price</th>
            <th scope="col">Stock</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row.store}-${row.at}-${index}`}>
              <td>{formatGulf(row.at, 'dayMonthYear')}</td>
              <td>{row.store}</td>
              <td>{formatAed(row.price)}</td>
              <td>{row.inStock ? PRICE_HISTORY_TEXTS.inStock : PRICE_HISTORY_TEXTS.outOfStock}</td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledTableWrap>
  );
}

function PriceHistoryPanel({ productId }: { productId: string }) {
  const { data, isLoading, isError } = useGetPriceHistoryQuery(productId);
  const [now] = useState(() => Date.now());
  if (isLoading) return <Spinner label={PRICE_HISTORY_TEXTS.loading} />;
  if (isError || !data) return <p role="alert">{PRICE_HISTORY_TEXTS.failed}</p>;
  if (data.stores.length === 0) return <p>{PRICE_HISTORY_TEXTS.empty}</p>;
  const lowest = data.stores.filter((store) => store.lowestInWindow);
  return (
    <>
      <p>{PRICE_HISTORY_TEXTS.intro}</p>
      {lowest.length > 0 ? (
        <StyledLowest>
          {lowest.map((store) => (
            <li key={store.retailerKey}>
              <Badge tone="success">{PRICE_HISTORY_TEXTS.lowest}</Badge>
              <span>
                {store.retailerName}: {formatAed(store.points[store.points.length - 1].price)}
              </span>
            </li>
          ))}
        </StyledLowest>
      ) : null}
      <div aria-hidden="true">
        <ChartBoundary chartName="Price history chart" fallback={null}>
          <Suspense fallback={<Skeleton height="260px" />}>
            <PriceHistoryChart history={data} now={now} />
          </Suspense>
        </ChartBoundary>
      </div>
      <PriceHistoryTable history={data} />
    </>
  );
}

/**
 * The product's price history (docs/requirements.md, "Route: /products/:id price history"): closed
 * until asked for, so neither the data nor the chart's code loads with the page.
 */
export function PriceHistorySection({ productId }: { productId: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <StyledCard as="section" aria-labelledby="price-history-title">
      <h2 id="price-history-title">{PRICE_HISTORY_TEXTS.title}</h2>
      <StyledToggle>
        <Button type="button" variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
          {open ? PRICE_HISTORY_TEXTS.close : PRICE_HISTORY_TEXTS.open}
        </Button>
      </StyledToggle>
      <div id={panelId} hidden={!open}>
        {open ? <PriceHistoryPanel productId={productId} /> : null}
      </div>
    </StyledCard>
  );
}
