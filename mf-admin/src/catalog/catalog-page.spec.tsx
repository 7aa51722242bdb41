import { type OutboundClicksResponse, REMOTE_RETRY_LABEL } from '@sahha/contracts';
import { OFFER_MESSAGES, type AdminCatalogResponse, type FeedImportRequest, type FeedPreviewResponse, type OfferChange } from '@sahha/contracts/catalog-admin';
import type { ApiError } from '@sahha/store';
import { lightTheme } from '@sahha/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';

import CatalogPage from './catalog-page';
import { CATALOG_TEXTS as TEXTS } from './catalog-texts';

const CATALOG: AdminCatalogResponse = {
  offers: [
    { id: 1, productKey: 'vitamin-d', retailerKey: 'noon', price: 39, inStock: true, deliveryTime: null, url: null, checkedAt: null, servings: null },
    { id: 2, productKey: 'vitamin-d', retailerKey: 'life-pharmacy', price: 45.5, inStock: false, deliveryTime: 'Same day', url: 'https://www.lifepharmacy.com/product/vitamin-d3', checkedAt: '2026-11-20', servings: 120 },
    { id: 3, productKey: 'magnesium', retailerKey: 'noon', price: 55, inStock: true, deliveryTime: null, url: null, checkedAt: '2026-10-28', servings: 60 },
  ],
  products: [
    { key: 'vitamin-d', name: 'Vitamin D3' },
    { key: 'magnesium', name: 'Magnesium Glycinate' },
  ],
  retailers: [
    { key: 'noon', name: 'noon', siteUrl: 'https://www.noon.com', deliveryTime: '1-2 days' },
    { key: 'life-pharmacy', name: 'Life Pharmacy', siteUrl: 'https://www.lifepharmacy.com', deliveryTime: '2-4 hours' },
  ],
};

const CHANGES: OfferChange[] = [
  { id: 9, offerId: 2, productKey: 'vitamin-d', retailerKey: 'life-pharmacy', price: 45.5, inStock: false, changedAt: '2026-11-20T06:30:00.000Z', source: 'edit', changedBy: 'admin@sahha.ae' },
  { id: 8, offerId: 1, productKey: 'vitamin-d', retailerKey: 'noon', price: 39, inStock: true, changedAt: '2026-11-19T20:00:00.000Z', source: 'cli', changedBy: 'cli' },
];

const PREVIEW: FeedPreviewResponse = {
  format: 'tsv',
  rows: [
    { row: 1, feedId: 'N-D3', title: 'Vitamin D3 5000 IU 120 softgels', link: 'https://www.noon.com/uae-en/d3/N-D3/p', price: 37.5, inStock: true, productKey: 'vitamin-d', match: 'confirmed', change: 'changed' },
    { row: 2, feedId: 'N-MG', title: 'Magnesium glycinate 400 mg', link: 'https://www.noon.com/uae-en/mg/N-MG/p', price: 61, inStock: true, productKey: 'magnesium', match: 'suggested', change: 'new-offer' },
    { row: 3, feedId: 'N-XX', title: 'Protein bar box', link: 'https://www.noon.com/uae-en/bar/N-XX/p', price: 80, inStock: true, productKey: null, match: 'none', change: 'not-imported' },
  ],
  errors: [],
};

const CLICKS: OutboundClicksResponse = {
  success: true,
  clicks: [
    { retailerKey: 'noon', retailer: 'noon', productId: 'vitamin-d', clicks: 12, firstDay: '2026-11-02', lastDay: '2026-11-26' },
    { retailerKey: 'life-pharmacy', retailer: 'Life Pharmacy', productId: 'magnesium', clicks: 3, firstDay: '2026-11-20', lastDay: '2026-11-20' },
    { retailerKey: 'noon', retailer: 'noon', productId: 'magnesium', clicks: 1, firstDay: '2026-11-25', lastDay: '2026-11-25' },
  ],
  byRetailer: [
    { retailerKey: 'noon', retailer: 'noon', clicks: 13 },
    { retailerKey: 'life-pharmacy', retailer: 'Life Pharmacy', clicks: 3 },
  ],
};
let clicksState: { currentData?: OutboundClicksResponse; isError: boolean };

const apiError = (status: number, data: unknown): ApiError => ({ status, message: `${status}`, data });

let catalogState: { data?: AdminCatalogResponse; isLoading: boolean; isError: boolean };
const refetch = jest.fn();
const updateOffer = jest.fn<Promise<unknown>, [unknown]>();
const createOffer = jest.fn<Promise<unknown>, [unknown]>();
const previewFeed = jest.fn<Promise<FeedPreviewResponse>, [FeedImportRequest]>();
const applyFeed = jest.fn<Promise<unknown>, [FeedImportRequest]>();

const mutation = <A,>(fn: (arg: A) => Promise<unknown>) => [(arg: A) => ({ unwrap: () => fn(arg) }), { isLoading: false }];

// jsdom has no fetch: the page is tested against its hooks' contracts.
jest.mock('./catalog-api', () => ({
  useGetAdminCatalogQuery: () => ({ ...catalogState, refetch }),
  useGetOfferChangesQuery: ({ productKey }: { productKey?: string }) => ({
    currentData: { changes: productKey ? CHANGES.filter((c) => c.productKey === productKey) : CHANGES },
    isError: false,
  }),
  useGetOutboundClicksQuery: () => clicksState,
  useUpdateOfferMutation: () => mutation(updateOffer),
  useCreateOfferMutation: () => mutation(createOffer),
  usePreviewFeedMutation: () => mutation(previewFeed),
  useApplyFeedMutation: () => mutation(applyFeed),
}));

function renderCatalog() {
  render(
    <ThemeProvider theme={lightTheme}>
      <CatalogPage />
    </ThemeProvider>,
  );
  return userEvent.setup();
}

const offersTable = () => within(screen.getByRole('region', { name: TEXTS.offersTable })).getByRole('table');
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('/admin/catalog', () => {
  beforeEach(() => {
    catalogState = { data: CATALOG, isLoading: false, isError: false };
    clicksState = { currentData: CLICKS, isError: false };
    for (const fn of [refetch, updateOffer, createOffer, previewFeed, applyFeed]) fn.mockReset();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('says when the catalog is loading, and when it failed offers a retry', async () => {
    catalogState = { isLoading: true, isError: false };
    const { unmount } = render(
      <ThemeProvider theme={lightTheme}>
        <CatalogPage />
      </ThemeProvider>,
    );
    expect(screen.getByText(TEXTS.loading, { selector: 'p' })).toBeInTheDocument();
    unmount();
    catalogState = { isLoading: false, isError: true };
    const user = renderCatalog();
    expect(screen.getByRole('alert')).toHaveTextContent(TEXTS.loadError);
    await user.click(screen.getByRole('button', { name: REMOTE_RETRY_LABEL }));
    expect(refetch).toHaveBeenCalled();
  });

  it('lists every offer with its store, price, stock, delivery, link and check date, and filters by product', async () => {
    // Today is 27 November 2026 in the Gulf: 20 November is fresh, 28 October (30 days) is not.
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-27T09:00:00+04:00'));
    const user = renderCatalog();
    expect(screen.getByRole('heading', { level: 1, name: TEXTS.heading })).toBeInTheDocument();
    expect(rowsOf(offersTable())).toEqual([
      ['Vitamin D3', 'noon', '39.00', TEXTS.inStock, TEXTS.storeDelivery('1-2 days'), TEXTS.storeSearch, TEXTS.neverChecked, TEXTS.edit],
      ['Vitamin D3', 'Life Pharmacy', '45.50', TEXTS.outOfStock, 'Same day', TEXTS.productPage, '20 Nov 2026', TEXTS.edit],
      ['Magnesium Glycinate', 'noon', '55.00', TEXTS.inStock, TEXTS.storeDelivery('1-2 days'), TEXTS.storeSearch, `28 Oct 2026 ${TEXTS.staleCheck}`, TEXTS.edit],
    ]);
    expect(within(offersTable()).getByRole('link', { name: TEXTS.productPage })).toHaveAttribute('rel', 'noopener noreferrer');

    await user.selectOptions(screen.getByLabelText(TEXTS.productFilter), 'magnesium');
    expect(rowsOf(offersTable()).map((row) => row[0])).toEqual(['Magnesium Glycinate']);
  });

  it('edits an offer: a refused price shows its message under the field and keeps what was typed; a saved one closes the form', async () => {
    const user = renderCatalog();
    await user.click(screen.getByRole('button', { name: TEXTS.editLabel('Vitamin D3', 'noon') }));
    const form = screen.getByRole('region', { name: TEXTS.editHeading('Vitamin D3', 'noon') });
    const price = within(form).getByLabelText(TEXTS.fields.price);
    expect(price).toHaveValue('39.00');

    updateOffer.mockRejectedValueOnce(apiError(400, { statusCode: 400, message: [OFFER_MESSAGES.price], error: 'Bad Request' }));
    await user.clear(price);
    await user.type(price, '12.345');
    await user.click(within(form).getByRole('button', { name: TEXTS.save }));
    expect(await within(form).findByText(OFFER_MESSAGES.price)).toBeInTheDocument();
    expect(price).toHaveValue('12.345');
    expect(price).toHaveAttribute('aria-invalid', 'true');

    updateOffer.mockResolvedValueOnce({});
    await user.clear(price);
    await user.type(price, '34.90');
    await user.type(within(form).getByLabelText(TEXTS.fields.url), 'https://www.noon.com/uae-en/vitamin-d3/N123/p');
    // Servings that are not a whole number are refused here: JSON would send them as null and clear the pack size.
    const servings = within(form).getByLabelText(TEXTS.fields.servings);
    await user.type(servings, '12 caps');
    await user.click(within(form).getByRole('button', { name: TEXTS.save }));
    expect(await within(form).findByText(OFFER_MESSAGES.servings)).toBeInTheDocument();
    expect(updateOffer).toHaveBeenCalledTimes(1);
    await user.clear(servings);
    await user.type(servings, '120');
    await user.click(within(form).getByRole('button', { name: TEXTS.save }));
    expect(updateOffer).toHaveBeenLastCalledWith({
      id: 1,
      patch: { price: 34.9, inStock: true, deliveryTime: null, url: 'https://www.noon.com/uae-en/vitamin-d3/N123/p', servings: 120 },
    });
    expect(screen.queryByRole('region', { name: TEXTS.editHeading('Vitamin D3', 'noon') })).not.toBeInTheDocument();
  });

  it('adds an offer, and says above the form when the store already has one for the product', async () => {
    const user = renderCatalog();
    const form = screen.getByRole('region', { name: TEXTS.addHeading });
    await user.selectOptions(within(form).getByLabelText(TEXTS.fields.product), 'magnesium');
    await user.selectOptions(within(form).getByLabelText(TEXTS.fields.store), 'noon');
    await user.type(within(form).getByLabelText(TEXTS.fields.price), '55');
    createOffer.mockRejectedValueOnce(apiError(409, { statusCode: 409, message: OFFER_MESSAGES.duplicate, error: 'Conflict' }));
    await user.click(within(form).getByRole('button', { name: TEXTS.add }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(OFFER_MESSAGES.duplicate);
    expect(within(form).getByLabelText(TEXTS.fields.price)).toHaveValue('55');

    createOffer.mockResolvedValueOnce({});
    await user.selectOptions(within(form).getByLabelText(TEXTS.fields.store), 'life-pharmacy');
    await user.click(within(form).getByRole('button', { name: TEXTS.add }));
    expect(createOffer).toHaveBeenLastCalledWith({ productKey: 'magnesium', retailerKey: 'life-pharmacy', price: 55, inStock: true, deliveryTime: null, url: null, servings: null });
  });

  it('imports a feed: preview, a choice for every item not confirmed before, then apply with those choices', async () => {
    const user = renderCatalog();
    const section = screen.getByRole('region', { name: TEXTS.importHeading });
    await user.click(within(section).getByRole('button', { name: TEXTS.preview }));
    expect(within(section).getByText(TEXTS.feedEmpty)).toBeInTheDocument();
    expect(previewFeed).not.toHaveBeenCalled();

    previewFeed.mockResolvedValueOnce(PREVIEW);
    await user.click(within(section).getByLabelText(TEXTS.feedText));
    await user.paste('id\ttitle\tlink\tprice\tavailability\nN-D3\tVitamin D3\thttps://www.noon.com/uae-en/d3/N-D3/p\t37.50 AED\tin_stock');
    await user.click(within(section).getByRole('button', { name: TEXTS.preview }));
    expect(previewFeed).toHaveBeenCalledWith({ retailerKey: 'noon', content: expect.stringContaining('37.50 AED') });
    expect(await within(section).findByRole('heading', { name: TEXTS.previewHeading(3, 'tsv') })).toBeInTheDocument();

    // A suggestion is not a confirmation: Apply waits for a choice on every new item.
    const apply = within(section).getByRole('button', { name: TEXTS.apply });
    expect(apply).toBeDisabled();
    expect(within(section).getByText(TEXTS.match.suggested)).toBeInTheDocument();
    await user.selectOptions(within(section).getByLabelText(TEXTS.matchLabel('N-MG')), 'magnesium');
    expect(apply).toBeDisabled();
    await user.selectOptions(within(section).getByLabelText(TEXTS.matchLabel('N-XX')), TEXTS.leaveOut);
    expect(apply).toBeEnabled();

    applyFeed.mockResolvedValueOnce({ created: 1, updated: 1, unchanged: 0, notImported: 1 });
    await user.click(apply);
    expect(applyFeed).toHaveBeenCalledWith({ retailerKey: 'noon', content: expect.stringContaining('N-D3'), matches: { 'N-MG': 'magnesium', 'N-XX': null } });
    expect(await within(section).findByText(TEXTS.applied(1, 1, 0, 1))).toBeInTheDocument();
  });

  it('a feed with bad rows shows each row and why, and applies nothing', async () => {
    const user = renderCatalog();
    const section = screen.getByRole('region', { name: TEXTS.importHeading });
    previewFeed.mockResolvedValueOnce({ ...PREVIEW, rows: PREVIEW.rows.slice(0, 1), errors: [{ row: 2, field: 'price', message: 'Enter the price in AED, such as "49.00 AED"' }] });
    await user.click(within(section).getByLabelText(TEXTS.feedText));
    await user.paste('a feed with a bad second row');
    await user.click(within(section).getByRole('button', { name: TEXTS.preview }));
    const errors = await within(section).findByRole('alert');
    expect(errors).toHaveTextContent(TEXTS.rowErrorsHeading(1));
    expect(errors).toHaveTextContent(TEXTS.rowError(2, 'price', 'Enter the price in AED, such as "49.00 AED"'));
    expect(within(section).getByRole('button', { name: TEXTS.apply })).toBeDisabled();
    expect(applyFeed).not.toHaveBeenCalled();
  });

  it('lists recent changes with who made them and when, for the product in view', async () => {
    const user = renderCatalog();
    const changes = screen.getByRole('region', { name: TEXTS.changesHeading });
    expect(within(changes).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Vitamin D3 at Life Pharmacy: AED ${TEXTS.changeLine('45.50', TEXTS.outOfStock)} (Nov 20, 2026 at 10:30 AM, ${TEXTS.source.edit} admin@sahha.ae)`,
      `Vitamin D3 at noon: AED ${TEXTS.changeLine('39.00', TEXTS.inStock)} (Nov 20, 2026 at 12:00 AM, ${TEXTS.source.cli})`,
    ]);
    await user.selectOptions(screen.getByLabelText(TEXTS.productFilter), 'magnesium');
    expect(within(changes).getByText(TEXTS.noChanges)).toBeInTheDocument();
  });

  it('shows the store clicks per store and per store and product, most clicked first, with their days', () => {
    renderCatalog();
    const section = screen.getByRole('region', { name: TEXTS.clicksHeading });
    expect(rowsOf(within(within(section).getByRole('region', { name: TEXTS.clicksByStoreTable })).getByRole('table'))).toEqual([
      ['noon', '13'],
      ['Life Pharmacy', '3'],
    ]);
    expect(rowsOf(within(within(section).getByRole('region', { name: TEXTS.clicksTable })).getByRole('table'))).toEqual([
      ['noon', 'Vitamin D3', '12', '2026-11-02 to 2026-11-26'],
      ['Life Pharmacy', 'Magnesium Glycinate', '3', '2026-11-20'],
      ['noon', 'Magnesium Glycinate', '1', '2026-11-25'],
    ]);
  });

  it('says when no store link was clicked yet, and when the clicks could not be loaded', () => {
    clicksState = { currentData: { success: true, clicks: [], byRetailer: [] }, isError: false };
    const { unmount } = render(
      <ThemeProvider theme={lightTheme}>
        <CatalogPage />
      </ThemeProvider>,
    );
    expect(within(screen.getByRole('region', { name: TEXTS.clicksHeading })).getByText(TEXTS.noClicks)).toBeInTheDocument();
    unmount();
    clicksState = { isError: true };
    renderCatalog();
    expect(within(screen.getByRole('region', { name: TEXTS.clicksHeading })).getByRole('alert')).toHaveTextContent(TEXTS.loadError);
  });
});
