import { render, screen, within } from '@testing-library/react';
import type { PlanCostResponse } from '@sahha/contracts';
import { lightTheme } from '@sahha/ui';
import { ThemeProvider } from 'styled-components';
import { recommendation } from '../testing/fixtures';
import { PLAN_COST_TEXTS, PlanCost } from './plan-cost';

const mockPlanCost = jest.fn<{ data?: PlanCostResponse; isLoading: boolean; isError: boolean }, [readonly string[], { skip: boolean }]>();

jest.mock('./plan-cost-api', () => ({
  useGetPlanCostQuery: (ids: readonly string[], options: { skip: boolean }) => mockPlanCost(ids, options),
}));

const items = [
  recommendation(),
  recommendation({ name: 'Omega-3', productId: 'omega-3' }),
  recommendation({ name: 'Zinc', productId: 'zinc' }),
  // An item of an older plan, without a product id: it can have no price.
  recommendation({ name: 'Rhodiola', productId: '' }),
];

const showCost = () =>
  render(
    <ThemeProvider theme={lightTheme}>
      <PlanCost items={items} />
    </ThemeProvider>,
  );

const offer = (retailer: string, price: string) => ({ retailerKey: retailer.toLowerCase(), retailer, price, servingsPerPack: 120, checkedAt: '2026-11-20' });

describe('PlanCost', () => {
  beforeEach(() => mockPlanCost.mockReset());

  it("asks for the plan's products and shows the API's totals a day and a month, each priced item, and names the items without a price", () => {
    mockPlanCost.mockReturnValue({
      isLoading: false,
      isError: false,
      data: {
        success: true,
        items: [
          { productId: 'vitamin-d', servingsPerDay: 1, perDay: '0.41', offer: offer('Life Pharmacy', '49.00') },
          { productId: 'omega-3', servingsPerDay: 1, perDay: '1.48', offer: offer('noon', '89.00') },
          { productId: 'zinc', servingsPerDay: 1, perDay: null, offer: null },
        ],
        perDay: '1.89',
        perMonth: '56.75',
        unpriced: ['zinc'],
      },
    });
    showCost();
    expect(mockPlanCost).toHaveBeenCalledWith(['vitamin-d', 'omega-3', 'zinc'], { skip: false });
    const section = screen.getByRole('region', { name: PLAN_COST_TEXTS.heading });
    expect(within(section).getByText(PLAN_COST_TEXTS.total('1.89', '56.75'))).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      PLAN_COST_TEXTS.item('Vitamin D3', '0.41', 'Life Pharmacy'),
      PLAN_COST_TEXTS.item('Omega-3', '1.48', 'noon'),
    ]);
    expect(within(section).getByText(new RegExp(PLAN_COST_TEXTS.partial(2, 4)))).toHaveTextContent(PLAN_COST_TEXTS.noPrice('Zinc, Rhodiola'));
    expect(within(section).getByText(PLAN_COST_TEXTS.basis)).toBeInTheDocument();
  });

  it('shows no amount at all when no item has a fresh price', () => {
    mockPlanCost.mockReturnValue({
      isLoading: false,
      isError: false,
      data: { success: true, items: [], perDay: null, perMonth: null, unpriced: ['vitamin-d', 'omega-3', 'zinc'] },
    });
    showCost();
    const section = screen.getByRole('region', { name: PLAN_COST_TEXTS.heading });
    expect(within(section).getByText(PLAN_COST_TEXTS.nonePriced)).toBeInTheDocument();
    expect(section).not.toHaveTextContent(/AED/);
  });

  it('says so, with no amount, while loading and when the cost cannot be loaded', () => {
    mockPlanCost.mockReturnValue({ isLoading: true, isError: false });
    const { unmount } = showCost();
    expect(screen.getByText(PLAN_COST_TEXTS.loading)).toBeInTheDocument();
    unmount();
    mockPlanCost.mockReturnValue({ isLoading: false, isError: true });
    showCost();
    expect(screen.getByText(PLAN_COST_TEXTS.error)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: PLAN_COST_TEXTS.heading })).not.toHaveTextContent(/AED/);
  });
});
