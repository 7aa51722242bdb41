import type { ProductDetail } from '@sahha/contracts';
import { ButtonLink, CenteredSpinner, Container, toast } from '@sahha/ui';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { BestDealCard } from './best-deal-card';
import { PriceAlertForm } from './price-alert-form';
import { PriceHistorySection } from './price-history-section';
import { useGetProductQuery } from './product-api';
import { productJsonLd } from './product-json-ld';
import { ProductTabs } from './product-tabs';
import { PRODUCT_TEXTS, TIME_OF_DAY_CHIPS } from './product-texts';
import { RatingForm } from './rating-form';
import { RetailerList } from './retailer-list';
import { UnsubscribePanel } from './unsubscribe-panel';
import { useHeadData } from './use-json-ld';

const StyledPage = styled.div`
  padding: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(12)};
`;

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  margin-top: ${({ theme }) => theme.space(4)};

  /* Grid items default to their content's width; the scrolling tab list must not widen the page. */
  & > * {
    min-width: 0;
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(300px, 1fr);
    align-items: start;
  }
`;

const StyledAside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const StyledTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  line-height: 1.15;
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const StyledDescription = styled.p`
  max-width: ${({ theme }) => theme.layout.readableWidth};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.6;
`;

const StyledChip = styled.p`
  display: inline-flex;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.successBg};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledNotFound = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(16)} 0;
  text-align: center;

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The page title of a product, in the browser tab and in the server-rendered page alike. */
export const productPageTitle = (product: Pick<ProductDetail, 'name'>): string => `${product.name} | Sahha`;

export function ProductNotFound() {
  return (
    <Container>
      <StyledNotFound>
        <h1>{PRODUCT_TEXTS.notFoundTitle}</h1>
        <p>{PRODUCT_TEXTS.notFoundHint}</p>
        <ButtonLink to="/results">{PRODUCT_TEXTS.returnToRecommendations}</ButtonLink>
      </StyledNotFound>
    </Container>
  );
}

export function ProductView({ product }: { product: ProductDetail }) {
  useHeadData(productPageTitle(product), productJsonLd(product));
  return (
    <StyledPage>
      <Container>
        <StyledBack to="/results">← {PRODUCT_TEXTS.backToRecommendations}</StyledBack>
        <UnsubscribePanel />
        <StyledLayout>
          <div>
            <StyledTitle>{product.name}</StyledTitle>
            <StyledDescription>{product.description}</StyledDescription>
            <StyledChip>{TIME_OF_DAY_CHIPS[product.timeOfDay]}</StyledChip>
            <ProductTabs product={product} />
            <PriceHistorySection productId={product.id} />
          </div>
          <StyledAside aria-label="Prices and ratings">
            <BestDealCard deal={product.bestDeal} hasPrices={product.pricing.length > 0} />
            <RetailerList retailers={product.otherRetailers} lowestPriceRetailerKey={product.lowestPriceRetailerKey} />
            <PriceAlertForm productId={product.id} />
            <RatingForm productId={product.id} initialSummary={product.ratingSummary} />
          </StyledAside>
        </StyledLayout>
      </Container>
    </StyledPage>
  );
}

/** /products/:id (docs/requirements.md, "Route: /products/:id"): loading, then not found or the product with its prices. */
export default function ProductPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading } = useGetProductQuery(id, { skip: id === '' });
  // Any failure to load shows the not-found screen (docs/requirements.md, "Route: /products/:id").
  const notFound = !isLoading && !data && (error !== undefined || id === '');

  useEffect(() => {
    if (notFound) toast({ title: PRODUCT_TEXTS.notFoundToastTitle, description: PRODUCT_TEXTS.notFoundToastDescription });
  }, [notFound, id]);

  if (isLoading) return <CenteredSpinner text={PRODUCT_TEXTS.loading} />;
  if (notFound || !data) return <ProductNotFound />;
  return <ProductView product={data} />;
}
