import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRICE_ALERT_TEXTS, type PriceAlert } from '@sahha/contracts/price-alerts';
import { resetToasts, Toaster } from '@sahha/ui';
import { mockMutationHook } from '../testing/mock-mutation';
import { renderWithSession } from '../testing/render-shell';
import { PriceAlertsSection } from './price-alerts-section';

const mockRemove = jest.fn<Promise<unknown>, [number]>();
let mockAlerts: PriceAlert[] = [];
jest.mock('./price-alerts-api', () => ({
  useGetAccountPriceAlertsQuery: () => ({ data: { success: true, alerts: mockAlerts }, isLoading: false }),
  useRemoveAccountPriceAlertMutation: () => mockMutationHook(mockRemove),
}));

const zinc: PriceAlert = { id: 3, productId: 'zinc', productName: 'Zinc', threshold: 40, armed: false, createdAt: '2026-11-01T08:00:00.000Z', notifiedAt: '2026-11-20T08:00:00.000Z' };

const renderSection = () =>
  renderWithSession(
    <>
      <PriceAlertsSection />
      <Toaster />
    </>,
    { path: '/account' },
  );

describe('PriceAlertsSection', () => {
  beforeEach(() => {
    resetToasts();
    mockRemove.mockReset();
  });

  it('says when there are none', async () => {
    mockAlerts = [];
    await renderSection();
    expect(screen.getByRole('region', { name: PRICE_ALERT_TEXTS.accountTitle })).toHaveTextContent(PRICE_ALERT_TEXTS.accountEmpty);
  });

  it('lists each alert with its product, threshold and last e-mail, and removes one', async () => {
    mockAlerts = [zinc];
    mockRemove.mockResolvedValue({ success: true });
    await renderSection();
    expect(screen.getByRole('link', { name: 'Zinc' })).toHaveAttribute('href', '/products/zinc');
    expect(screen.getByText(/below AED 40\.00/)).toBeInTheDocument();
    expect(screen.getByText(/e-mailed 20 November 2026/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `${PRICE_ALERT_TEXTS.remove}: Zinc` }));
    await waitFor(() => expect(mockRemove).toHaveBeenCalledWith(3));
    expect(await screen.findByText(PRICE_ALERT_TEXTS.removed)).toBeInTheDocument();
  });
});
