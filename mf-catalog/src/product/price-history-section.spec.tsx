import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRICE_HISTORY_TEXTS, type PriceHistoryResponse } from '@sahha/contracts/price-alerts';
import { renderPage } from '@sahha/store/testing';

import { PriceHistorySection } from './price-history-section';

const mockHistoryQuery = jest.fn<{ data?: PriceHistoryResponse; isLoading: boolean; isError: boolean }, [string]>();

jest.mock('./price-alerts-api', () => ({
  useGetPriceHistoryQuery: (id: string) => mockHistoryQuery(id),
}));
// The chart is drawn by ApexCharts in a browser (e2e); here it stands in as its lazy chunk.
jest.mock('./price-history-chart', () => ({ __esModule: true, default: () => <div data-testid="price-chart" /> }));

const history: PriceHistoryResponse = {
  productId: 'zinc',
  days: 90,
  since: '2026-08-29T21:00:00.000Z',
  stores: [
    {
      retailerKey: 'iherb',
      retailerName: 'iHerb',
      points: [
        { at: '2026-08-29T21:00:00.000Z', price: 60, inStock: true },
        { at: '2026-11-20T08:00:00.000Z', price: 49.5, inStock: true },
      ],
      lowestInWindow: true,
    },
    { retailerKey: 'life-pharmacy', retailerName: 'Life Pharmacy', points: [{ at: '2026-11-01T08:00:00.000Z', price: 30, inStock: false }], lowestInWindow: false },
  ],
};

const open = () => renderPage(<PriceHistorySection productId="zinc" />, { path: '/products/:id', url: '/products/zinc', user: null });

describe('PriceHistorySection', () => {
  beforeEach(() => mockHistoryQuery.mockReset());

  it('asks for nothing until the shopper opens it', async () => {
    await open();
    const toggle = screen.getByRole('button', { name: PRICE_HISTORY_TEXTS.open });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(mockHistoryQuery).not.toHaveBeenCalled();
  });

  it('opens to the chart, the lowest-in-90-days note where true and a table of every recorded price', async () => {
    mockHistoryQuery.mockReturnValue({ data: history, isLoading: false, isError: false });
    await open();
    await userEvent.setup().click(screen.getByRole('button', { name: PRICE_HISTORY_TEXTS.open }));
    expect(mockHistoryQuery).toHaveBeenCalledWith('zinc');
    expect(screen.getByRole('button', { name: PRICE_HISTORY_TEXTS.close })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByTestId('price-chart')).toBeInTheDocument();
    expect(screen.getByText(PRICE_HISTORY_TEXTS.lowest)).toBeInTheDocument();
    expect(screen.getByText('iHerb: AED 49.50')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: PRICE_HISTORY_TEXTS.tableCaption });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['20 November 2026', 'iHerb', 'AED 49.50', PRICE_HISTORY_TEXTS.inStock],
      ['1 November 2026', 'Life Pharmacy', 'AED 30.00', PRICE_HISTORY_TEXTS.outOfStock],
      ['30 August 2026', 'iHerb', 'AED 60.00', PRICE_HISTORY_TEXTS.inStock],
    ]);
  });

  it('says so when nothing was recorded, and when the history cannot be loaded', async () => {
    mockHistoryQuery.mockReturnValue({ data: { ...history, stores: [] }, isLoading: false, isError: false });
    const { unmount } = await open();
    await userEvent.setup().click(screen.getByRole('button', { name: PRICE_HISTORY_TEXTS.open }));
    expect(screen.getByText(PRICE_HISTORY_TEXTS.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();

    mockHistoryQuery.mockReturnValue({ isLoading: false, isError: true });
    await open();
    await userEvent.setup().click(screen.getByRole('button', { name: PRICE_HISTORY_TEXTS.open }));
    expect(screen.getByRole('alert')).toHaveTextContent(PRICE_HISTORY_TEXTS.failed);
  });
});
