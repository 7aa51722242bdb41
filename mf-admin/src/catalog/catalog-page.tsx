import { Card, CenteredSpinner, Container, Field, toast, useHeadTags } from '@sahha/ui';
import { Select } from '@sahha/ui/select';
import { useState } from 'react';
import styled from 'styled-components';

import { useCreateOfferMutation, useGetAdminCatalogQuery } from './catalog-api';
import { CATALOG_TEXTS as TEXTS } from './catalog-texts';
import { FeedImport } from './feed-import';
import { OfferChanges } from './offer-changes';
import { OfferForm } from './offer-form';
import { OffersTable } from './offers-table';
import { StoreClicks } from './store-clicks';
import { LoadError } from '../shared/load-error';
import { CatalogOptions } from './catalog-table';

const StyledPage = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  padding-block: ${({ theme }) => theme.space(8)};

  h1,
  h2,
  p {
    margin: 0;
  }
`;

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledFilter = styled.div`
  max-width: 360px;
`;

function Catalog() {
  const { data, isLoading, isError, refetch } = useGetAdminCatalogQuery();
  const [productKey, setProductKey] = useState('');
  const [createOffer] = useCreateOfferMutation();

  if (isLoading) return <CenteredSpinner text={TEXTS.loading} />;
  if (isError || data === undefined) return <LoadError text={TEXTS.loadError} onRetry={() => void refetch()} />;

  const offers = productKey ? data.offers.filter((o) => o.productKey === productKey) : data.offers;
  return (
    <>
      <StyledSection aria-labelledby="catalog-offers-heading">
        <h2 id="catalog-offers-heading">{TEXTS.offersHeading}</h2>
        <StyledFilter>
          <Field label={TEXTS.productFilter}>
            {(control) => (
              <Select {...control} value={productKey} onChange={(event) => setProductKey(event.target.value)}>
                <option value="">{TEXTS.allProducts}</option>
                <CatalogOptions items={data.products} />
              </Select>
            )}
          </Field>
        </StyledFilter>
        <OffersTable catalog={data} offers={offers} />
      </StyledSection>
      <StyledSection aria-labelledby="catalog-add-heading">
        <h2 id="catalog-add-heading">{TEXTS.addHeading}</h2>
        <Card>
          <OfferForm
            catalog={data}
            submitLabel={TEXTS.add}
            onSubmit={async (input) => {
              await createOffer(input).unwrap();
              toast({ title: TEXTS.added, variant: 'success' });
            }}
          />
        </Card>
      </StyledSection>
      <StyledSection aria-labelledby="catalog-import-heading">
        <h2 id="catalog-import-heading">{TEXTS.importHeading}</h2>
        <Card>
          <FeedImport catalog={data} />
        </Card>
      </StyledSection>
      <StyledSection aria-labelledby="catalog-changes-heading">
        <h2 id="catalog-changes-heading">{TEXTS.changesHeading}</h2>
        <OfferChanges catalog={data} productKey={productKey || undefined} />
      </StyledSection>
      <StyledSection aria-labelledby="catalog-clicks-heading">
        <h2 id="catalog-clicks-heading">{TEXTS.clicksHeading}</h2>
        <p>{TEXTS.clicksIntro}</p>
        <StoreClicks catalog={data} />
      </StyledSection>
    </>
  );
}

/** /admin/catalog (docs/requirements.md, "Route: /admin/catalog"): admins only, enforced by the API and by the shell's route guard. */
export default function CatalogPage() {
  useHeadTags({ title: TEXTS.heading, description: TEXTS.intro, meta: { robots: 'noindex' } });
  return (
    <StyledPage>
      <h1>{TEXTS.heading}</h1>
      <p>{TEXTS.intro}</p>
      <Catalog />
    </StyledPage>
  );
}
