import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductDetail, ProductRatingsResponse } from '@sahha/contracts';
import { resetToasts } from '@sahha/ui';
import { marketplaceDeal, priceEntry, productDetail, noon } from '../testing/fixtures';
import { layla, renderPage } from '@sahha/store/testing';
import ProductPage from './product-page';
import { PRODUCT_TEXTS, RATING_TEXTS, TIME_OF_DAY_CHIPS } from './product-texts';

interface ProductQueryState {
  data?: ProductDetail;
  error?: unknown;
  isLoading: boolean;
}

const mockProductQuery = jest.fn<ProductQueryState, [string]>();
const mockRate = jest.fn<Promise<unknown>, [unknown]>();
let mockRatings: ProductRatingsResponse | undefined;
let mockSubmitting = false;

jest.mock('./product-api', () => ({
  useGetProductQuery: (id: string) => mockProductQuery(id),
  useGetProductRatingsQuery: () => ({ data: mockRatings }),
  useRateProductMutation: () => [(arg: unknown) => ({ unwrap: () => mockRate(arg) }), { isLoading: mockSubmitting }],
}));

const openProduct = (user: typeof layla | null = null, id = 'vitamin-d') => renderPage(<ProductPage />, { path: '/products/:id', url: `/products/${id}`, user });

function showProduct(overrides: Partial<ProductDetail> = {}) {
  mockProductQuery.mockReturnValue({ data: productDetail(overrides), isLoading: false });
}

describe('ProductPage', () => {
  beforeEach(() => {
    resetToasts();
    mockProductQuery.mockReset();
    mockRate.mockReset();
    mockRatings = undefined;
    mockSubmitting = false;
    document.head.querySelectorAll('script[type="application/ld+json"]').forEach((script) => script.remove());
  });

  it('shows the loading text while the product loads', async () => {
    mockProductQuery.mockReturnValue({ isLoading: true });
    await openProduct();
    expect(screen.getByRole('status', { name: PRODUCT_TEXTS.loading })).toBeInTheDocument();
    expect(mockProductQuery).toHaveBeenCalledWith('vitamin-d');
  });

  it('toasts and shows the not-found page with a way back to the recommendations', async () => {
    mockProductQuery.mockReturnValue({ error: { status: 404, message: '404: Product not found' }, isLoading: false });
    await openProduct(null, 'unicorn');
    expect(await screen.findByText(PRODUCT_TEXTS.notFoundToastTitle)).toBeInTheDocument();
    expect(screen.getByText(PRODUCT_TEXTS.notFoundToastDescription)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: PRODUCT_TEXTS.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PRODUCT_TEXTS.returnToRecommendations })).toHaveAttribute('href', '/results');
  });

  it('shows name, description, time-of-day chip and a back link', async () => {
    showProduct();
    await openProduct();
    expect(screen.getByRole('heading', { level: 1, name: 'Vitamin D3' })).toBeInTheDocument();
    expect(screen.getByText('Vitamin D3 helps the body absorb calcium.')).toBeInTheDocument();
    expect(screen.getByText(TIME_OF_DAY_CHIPS.breakfast)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(PRODUCT_TEXTS.backToRecommendations) })).toHaveAttribute('href', '/results');
  });

  it('has the three tabs with benefits, research and safety', async () => {
    showProduct();
    await openProduct();
    const user = userEvent.setup();
    expect(screen.getByRole('tab', { name: PRODUCT_TEXTS.overviewTab })).toHaveAttribute('aria-selected', 'true');
    const overview = screen.getByRole('tabpanel');
    expect(within(overview).getByRole('heading', { name: PRODUCT_TEXTS.benefitsHeading })).toBeInTheDocument();
    expect(within(overview).getAllByRole('listitem')).toHaveLength(5);

    await user.click(screen.getByRole('tab', { name: PRODUCT_TEXTS.researchTab }));
    const research = screen.getByRole('tabpanel');
    expect(within(research).getByText(/25 randomised trials/)).toBeInTheDocument();
    expect(within(research).getByText(PRODUCT_TEXTS.evidenceGrade('A'))).toBeInTheDocument();
    const source = within(research).getByRole('link', { name: /NIH ODS: Vitamin D Fact Sheet/ });
    expect(source).toHaveAttribute('target', '_blank');

    await user.click(screen.getByRole('tab', { name: PRODUCT_TEXTS.safetyTab }));
    const safety = screen.getByRole('tabpanel');
    expect(within(safety).getByText('1,000–2,000 IU daily with a meal containing fat')).toBeInTheDocument();
    const cautions = within(safety).getByRole('region', { name: PRODUCT_TEXTS.cautionsHeading });
    expect(within(cautions).getByText('Do not exceed 4,000 IU a day unless prescribed')).toBeInTheDocument();
    expect(within(safety).getByText(new RegExp(PRODUCT_TEXTS.notMedicalAdvice))).toBeInTheDocument();
    expect(within(safety).getByRole('link', { name: PRODUCT_TEXTS.medicineCheck })).toHaveAttribute('href', '/medicine-check');
  });

  it('shows the marketplace best deal with its own title and shop link', async () => {
    showProduct();
    await openProduct();
    const card = screen.getByRole('region', { name: PRODUCT_TEXTS.bestDealMarketplace });
    expect(within(card).getByText('AED 38.00')).toBeInTheDocument();
    expect(within(card).getByText('Amazon.ae')).toBeInTheDocument();
    expect(within(card).getByText(PRODUCT_TEXTS.delivery('1-3 days'))).toBeInTheDocument();
    expect(within(card).getByText(PRODUCT_TEXTS.inStock)).toBeInTheDocument();
    expect(within(card).getByText(PRODUCT_TEXTS.ratingOutOf5(4.7))).toBeInTheDocument();
    const shop = within(card).getByRole('link', { name: `${PRODUCT_TEXTS.shopNowMarketplace} ${PRODUCT_TEXTS.newTab}` });
    expect(shop).toHaveTextContent(PRODUCT_TEXTS.shopNowMarketplace);
    expect(shop).toHaveAttribute('href', marketplaceDeal.clickUrl);
    expect(shop).toHaveAttribute('target', '_blank');
    expect(shop).toHaveAttribute('rel', 'noopener noreferrer sponsored');
  });

  it('disables Shop Now when the best deal is out of stock', async () => {
    showProduct({ bestDeal: priceEntry({ inStock: false }), otherRetailers: [noon] });
    await openProduct();
    const card = screen.getByRole('region', { name: PRODUCT_TEXTS.bestDeal });
    expect(within(card).getByText(PRODUCT_TEXTS.outOfStock)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: PRODUCT_TEXTS.shopNow })).toBeDisabled();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('names the retailer in the accessible name of Shop Now for other best deals', async () => {
    showProduct({ bestDeal: priceEntry(), otherRetailers: [noon] });
    await openProduct();
    const card = screen.getByRole('region', { name: PRODUCT_TEXTS.bestDeal });
    const shop = within(card).getByRole('link', { name: `Shop Now at Life Pharmacy ${PRODUCT_TEXTS.newTab}` });
    expect(shop).toHaveAttribute('href', '/api/go/life-pharmacy/vitamin-d');
    // No affiliate parameter on this link: not sponsored.
    expect(shop).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('lists the other retailers with a Visit link each, without the best deal', async () => {
    showProduct();
    await openProduct();
    const list = screen.getByRole('region', { name: PRODUCT_TEXTS.allRetailers });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Visit Life Pharmacy (opens in a new tab)',
      'Visit noon (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link).toHaveTextContent(PRODUCT_TEXTS.visit);
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('rel')])).toEqual([
      ['/api/go/life-pharmacy/vitamin-d', 'noopener noreferrer'],
      ['/api/go/noon-ae/vitamin-d', 'noopener noreferrer sponsored'],
    ]);
    expect(within(list).getByText('AED 55.00')).toBeInTheDocument();
  });

  it('says when each price was checked in Gulf time, and marks a stale one as possibly out of date', async () => {
    showProduct({
      otherRetailers: [
        priceEntry({ checkedAt: '2026-10-01', freshness: 'stale' }),
        { ...noon, checkedAt: null, freshness: 'unchecked' },
        priceEntry({ retailerKey: 'iherb', retailer: 'iHerb', checkedAt: '2026-11-16', freshness: 'fresh' }),
      ],
    });
    await openProduct();
    const card = screen.getByRole('region', { name: PRODUCT_TEXTS.bestDealMarketplace });
    expect(within(card).getByText(PRODUCT_TEXTS.priceChecked('20 November 2026'))).toBeInTheDocument();
    expect(within(card).queryByText(PRODUCT_TEXTS.possiblyOutOfDate)).not.toBeInTheDocument();

    const items = within(screen.getByRole('region', { name: PRODUCT_TEXTS.allRetailers })).getAllByRole('listitem');
    expect(within(items[0]).getByText(PRODUCT_TEXTS.priceChecked('1 October 2026'))).toBeInTheDocument();
    expect(within(items[0]).getByText(PRODUCT_TEXTS.possiblyOutOfDate)).toBeInTheDocument();
    expect(within(items[1]).getByText(PRODUCT_TEXTS.priceNotChecked)).toBeInTheDocument();
    expect(within(items[2]).getByText(PRODUCT_TEXTS.priceChecked('16 November 2026'))).toBeInTheDocument();
    expect(within(items[2]).queryByText(PRODUCT_TEXTS.possiblyOutOfDate)).not.toBeInTheDocument();
    expect(screen.getByText(PRODUCT_TEXTS.freshnessNote)).toBeInTheDocument();
  });

  it('leaves out the freshness note when every listed price is fresh', async () => {
    showProduct({ otherRetailers: [priceEntry({ checkedAt: '2026-11-16', freshness: 'fresh' })] });
    await openProduct();
    expect(screen.queryByText(PRODUCT_TEXTS.freshnessNote)).not.toBeInTheDocument();
  });

  it('marks the cheapest fresh in-stock price "Lowest price" when the Best Deal is not it', async () => {
    const pharmacy = priceEntry({ price: '35.00', checkedAt: '2026-11-21', freshness: 'fresh' });
    showProduct({ otherRetailers: [pharmacy, noon], lowestPriceRetailerKey: 'life-pharmacy' });
    await openProduct();
    const list = screen.getByRole('region', { name: PRODUCT_TEXTS.allRetailers });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByText(PRODUCT_TEXTS.lowestPrice)).toBeInTheDocument();
    expect(within(second).queryByText(PRODUCT_TEXTS.lowestPrice)).not.toBeInTheDocument();
    expect(within(list).getByText(PRODUCT_TEXTS.lowestPriceNote)).toBeInTheDocument();
  });

  it('marks nothing when the API names no lowest price', async () => {
    showProduct();
    await openProduct();
    expect(screen.queryByText(PRODUCT_TEXTS.lowestPrice)).not.toBeInTheDocument();
    expect(screen.queryByText(PRODUCT_TEXTS.lowestPriceNote)).not.toBeInTheDocument();
  });

  it('names no Best Deal while no price is fresh, and says why', async () => {
    showProduct({ bestDeal: null, otherRetailers: [priceEntry(), noon] });
    await openProduct();
    const card = screen.getByRole('region', { name: PRODUCT_TEXTS.bestDeal });
    expect(within(card).getByText(PRODUCT_TEXTS.noFreshPrices)).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says there are no prices at all when no store lists one', async () => {
    showProduct({ bestDeal: null, pricing: [], otherRetailers: [] });
    await openProduct();
    expect(within(screen.getByRole('region', { name: PRODUCT_TEXTS.bestDeal })).getByText(PRODUCT_TEXTS.noPrices)).toBeInTheDocument();
  });

  it('adds Product structured data with AED offers while mounted', async () => {
    showProduct();
    const { unmount } = await openProduct();
    const script = document.head.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}');
    expect(data).toMatchObject({ '@type': 'Product', name: 'Vitamin D3', aggregateRating: { ratingValue: 4.5, reviewCount: 89 } });
    expect(data.offers[0]).toMatchObject({ price: '38.00', priceCurrency: 'AED', availability: 'https://schema.org/InStock' });
    unmount();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  describe('rating form', () => {
    it('invites visitors to sign in', async () => {
      showProduct();
      await openProduct(null);
      const form = screen.getByRole('region', { name: RATING_TEXTS.heading });
      expect(within(form).getByRole('link', { name: RATING_TEXTS.signIn })).toHaveAttribute('href', '/auth');
      expect(within(form).getByText(RATING_TEXTS.noRatings)).toBeInTheDocument();
      expect(within(form).queryByRole('button', { name: RATING_TEXTS.submit })).not.toBeInTheDocument();
    });

    it('blocks a submission without stars and sends nothing', async () => {
      showProduct();
      await openProduct(layla);
      await userEvent.setup().click(screen.getByRole('button', { name: RATING_TEXTS.submit }));
      expect(await screen.findByText(RATING_TEXTS.requiredTitle)).toBeInTheDocument();
      expect(screen.getByText(RATING_TEXTS.requiredDescription)).toBeInTheDocument();
      expect(mockRate).not.toHaveBeenCalled();
    });

    it('sends the stars and trimmed text, then thanks the user', async () => {
      showProduct();
      mockRatings = { success: true, ratingSummary: { average: 4.3, count: 12 }, myRating: { rating: 3, text: '', updatedAt: '2026-11-20T10:00:00.000Z' } };
      mockRate.mockResolvedValue({ success: true, ratingSummary: { average: 4.3, count: 12 } });
      await openProduct(layla);
      const user = userEvent.setup();
      const form = screen.getByRole('region', { name: RATING_TEXTS.heading });
      expect(within(form).getByText(RATING_TEXTS.summary(4.3, 12))).toBeInTheDocument();
      expect(within(form).getByText(RATING_TEXTS.yourRating(3))).toBeInTheDocument();

      await user.click(within(form).getByLabelText('4 stars'));
      await user.type(within(form).getByLabelText(RATING_TEXTS.textLabel), '  Easy to swallow.  ');
      await user.click(within(form).getByRole('button', { name: RATING_TEXTS.submit }));
      await waitFor(() => expect(mockRate).toHaveBeenCalledWith({ id: 'vitamin-d', rating: 4, text: 'Easy to swallow.' }));
      expect(await screen.findByText(RATING_TEXTS.savedTitle)).toBeInTheDocument();
    });

    it('tells the user when saving fails', async () => {
      showProduct();
      mockRate.mockRejectedValue(new Error('500'));
      await openProduct(layla);
      const user = userEvent.setup();
      await user.click(screen.getByLabelText('5 stars'));
      await user.click(screen.getByRole('button', { name: RATING_TEXTS.submit }));
      expect(await screen.findByText(RATING_TEXTS.failedTitle)).toBeInTheDocument();
    });

    it('reads Submitting... and is disabled while sending', async () => {
      showProduct();
      mockSubmitting = true;
      await openProduct(layla);
      expect(screen.getByRole('button', { name: RATING_TEXTS.submitting })).toBeDisabled();
    });
  });
});
