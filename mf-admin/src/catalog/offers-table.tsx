import type { AdminCatalogResponse, AdminOffer } from '@sahha/contracts/catalog-admin';
import { priceFreshness } from '@sahha/contracts/price-freshness';
import { formatGulf, gulfCalendarDay } from '@sahha/contracts/time';
import { Badge, Button, Card, toast } from '@sahha/ui';
import { useState } from 'react';
import styled from 'styled-components';

import { useUpdateOfferMutation } from './catalog-api';
import { catalogNames, formatAedAmount } from './catalog-names';
import { CATALOG_TEXTS as TEXTS } from './catalog-texts';
import { OfferForm } from './offer-form';
import { CatalogTable } from './catalog-table';

const StyledEdit = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  h3 {
    margin: 0;
  }
`;

export interface OffersTableProps {
  catalog: AdminCatalogResponse;
  offers: readonly AdminOffer[];
}

/** Every offer in view, one row each; Edit opens the offer's form below the table. */
export function OffersTable({ catalog, offers }: OffersTableProps) {
  const names = catalogNames(catalog);
  const [editing, setEditing] = useState<number | null>(null);
  const [updateOffer] = useUpdateOfferMutation();
  const offer = offers.find((o) => o.id === editing);
  // The product page's freshness rule, so an admin sees which prices shoppers see as out of date.
  const today = gulfCalendarDay(Date.now());

  if (offers.length === 0) return <p>{TEXTS.noOffers}</p>;
  return (
    <>
      <CatalogTable columns={Object.values(TEXTS.columns)} label={TEXTS.offersTable}>
        {offers.map((o) => (
          <tr key={o.id}>
            <td>{names.product(o.productKey)}</td>
            <td>{names.store(o.retailerKey)}</td>
            <td>{formatAedAmount(o.price)}</td>
            <td>{o.inStock ? TEXTS.inStock : TEXTS.outOfStock}</td>
            <td>{o.deliveryTime ?? TEXTS.storeDelivery(names.storeDelivery(o.retailerKey))}</td>
            <td>
              {o.url ? (
                <a href={o.url} target="_blank" rel="noopener noreferrer">
                  {TEXTS.productPage}
                </a>
              ) : (
                TEXTS.storeSearch
              )}
            </td>
            <td>
              {o.checkedAt ? formatGulf(o.checkedAt, 'dayMonthShortYear') : TEXTS.neverChecked}
              {priceFreshness(o.checkedAt, today) === 'stale' ? (
                <>
                  {' '}
                  <Badge tone="caution">{TEXTS.staleCheck}</Badge>
                </>
              ) : null}
            </td>
            <td>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                aria-label={TEXTS.editLabel(names.product(o.productKey), names.store(o.retailerKey))}
                aria-expanded={editing === o.id}
                onClick={() => setEditing(editing === o.id ? null : o.id)}
                  >
                {TEXTS.edit}
              </Button>
            </td>
          </tr>
        ))}
      </CatalogTable>
      {offer ? (
        <StyledEdit as="section" aria-labelledby="catalog-edit-heading">
          <h3 id="catalog-edit-heading">{TEXTS.editHeading(names.product(offer.productKey), names.store(offer.retailerKey))}</h3>
          <OfferForm
            key={offer.id}
            catalog={catalog}
            offer={offer}
            submitLabel={TEXTS.save}
            onCancel={() => setEditing(null)}
            onSubmit={async ({ price, inStock, deliveryTime, url, servings }) => {
              await updateOffer({ id: offer.id, patch: { price, inStock, deliveryTime, url, servings } }).unwrap();
              setEditing(null);
              toast({ title: TEXTS.saved, variant: 'success' });
            }}
          />
        </StyledEdit>
      ) : null}
    </>
  );
}
