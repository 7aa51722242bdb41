import type { AdminCatalogResponse } from '@sahha/contracts/catalog-admin';
import { CenteredSpinner } from '@sahha/ui';

import { useGetOutboundClicksQuery } from './catalog-api';
import { catalogNames } from './catalog-names';
import { StyledScroll, StyledTable } from './catalog-table';
import { CATALOG_TEXTS as TEXTS } from './catalog-texts';

/** The click log an admin reads: totals per store, then per store and product, most clicked first (as the API orders them). */
export function StoreClicks({ catalog }: { catalog: AdminCatalogResponse }) {
  const { currentData, isError } = useGetOutboundClicksQuery();
  const names = catalogNames(catalog);
  if (isError) return <p role="alert">{TEXTS.loadError}</p>;
  if (currentData === undefined) return <CenteredSpinner text={TEXTS.loading} minHeight="8rem" />;
  if (currentData.clicks.length === 0) return <p>{TEXTS.noClicks}</p>;
  return (
    <>
      <StyledScroll role="region" aria-label={TEXTS.clicksByStoreTable} tabIndex={0}>
        <StyledTable>
          <thead>
            <tr>
              <th scope="col">{TEXTS.clickColumns.store}</th>
              <th scope="col">{TEXTS.clickColumns.clicks}</th>
            </tr>
          </thead>
          <tbody>
            {currentData.byRetailer.map((row) => (
              <tr key={row.retailerKey}>
                <td>{row.retailer}</td>
                <td>{row.clicks}</td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </StyledScroll>
      <StyledScroll role="region" aria-label={TEXTS.clicksTable} tabIndex={0}>
        <StyledTable>
          <thead>
            <tr>
              <th scope="col">{TEXTS.clickColumns.store}</th>
              <th scope="col">{TEXTS.clickColumns.product}</th>
              <th scope="col">{TEXTS.clickColumns.clicks}</th>
              <th scope="col">{TEXTS.clickColumns.days}</th>
            </tr>
          </thead>
          <tbody>
            {currentData.clicks.map((row) => (
              <tr key={`${row.retailerKey}/${row.productId}`}>
                <td>{row.retailer}</td>
                <td>{names.product(row.productId)}</td>
                <td>{row.clicks}</td>
                <td>{TEXTS.clickDays(row.firstDay, row.lastDay)}</td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </StyledScroll>
    </>
  );
}
