import type { AdminCatalogResponse } from '@sahha/contracts/catalog-admin';
import { CenteredSpinner } from '@sahha/ui';

import { useGetOutboundClicksQuery } from './catalog-api';
import { catalogNames } from './catalog-names';
import { CatalogTable } from './catalog-table';
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
      <CatalogTable columns={[TEXTS.clickColumns.store, TEXTS.clickColumns.clicks]} label={TEXTS.clicksByStoreTable}>
        {currentData.byRetailer.map((row) => (
          <tr key={row.retailerKey}>
            <td>{row.retailer}</td>
            <td>{row.clicks}</td>
          </tr>
        ))}
      </CatalogTable>
      <CatalogTable
        columns={[TEXTS.clickColumns.store, TEXTS.clickColumns.product, TEXTS.clickColumns.clicks, TEXTS.clickColumns.days]}
        label={TEXTS.clicksTable}
      >
        {currentData.clicks.map((row) => (
          <tr key={`${row.retailerKey}/${row.productId}`}>
            <td>{row.retailer}</td>
            <td>{names.product(row.productId)}</td>
            <td>{row.clicks}</td>
            <td>{TEXTS.clickDays(row.firstDay, row.lastDay)}</td>
          </tr>
        ))}
      </CatalogTable>
    </>
  );
}
