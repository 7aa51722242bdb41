import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRICE_ALERT_MESSAGES, PRICE_ALERT_TEXTS, type PriceAlertsResponse } from '@sahha/contracts/price-alerts';
import { layla, renderPage } from '@sahha/store/testing';
import { resetToasts } from '@sahha/ui';

import { parseThreshold, PriceAlertForm } from './price-alert-form';

const mockSet = jest.fn<Promise<unknown>, [unknown]>();
const mockRemove = jest.fn<Promise<unknown>, [unknown]>();
let mockAlerts: PriceAlertsResponse | undefined;

jest.mock('./price-alerts-api', () => ({
  useGetMyPriceAlertsQuery: () => ({ data: mockAlerts }),
  useSetPriceAlertMutation: () => [(arg: unknown) => ({ unwrap: () => mockSet(arg) }), { isLoading: false }],
  useRemovePriceAlertMutation: () => [(arg: unknown) => ({ unwrap: () => mockRemove(arg) }), { isLoading: false }],
}));

const open = (user: typeof layla | null) => renderPage(<PriceAlertForm productId="zinc" />, { path: '/products/:id', url: '/products/zinc', user });

describe('parseThreshold', () => {
  it('reads AED with at most two decimals between the limits', () => {
    expect(parseThreshold(' 45 ')).toBe(45);
    expect(parseThreshold('45.5')).toBe(45.5);
    expect(parseThreshold('0.01')).toBe(0.01);
    for (const bad of ['', '0', '0.00', '-4', '45.555', '1e3', '100000', '45,00', 'AED 45']) expect(parseThreshold(bad)).toBeNull();
  });
});

describe('PriceAlertForm', () => {
  beforeEach(() => {
    resetToasts();
    mockSet.mockReset();
    mockRemove.mockReset();
    mockAlerts = { success: true, alerts: [] };
  });

  it('asks visitors to sign in and come back to this product', async () => {
    await open(null);
    expect(screen.getByText(PRICE_ALERT_TEXTS.signInPrompt)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?next=%2Fproducts%2Fzinc');
    expect(screen.queryByLabelText(PRICE_ALERT_TEXTS.formLabel)).not.toBeInTheDocument();
  });

  it('refuses a threshold the API would refuse, without sending it', async () => {
    await open(layla);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(PRICE_ALERT_TEXTS.formLabel), '45.555');
    await user.click(screen.getByRole('button', { name: PRICE_ALERT_TEXTS.formSubmit }));
    expect(screen.getByText(PRICE_ALERT_MESSAGES.threshold)).toBeInTheDocument();
    expect(screen.getByLabelText(PRICE_ALERT_TEXTS.formLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(mockSet).not.toHaveBeenCalled();
  });

  it('sets the alert and says what will happen', async () => {
    mockSet.mockResolvedValue({ success: true, alert: { id: 1, productId: 'zinc', productName: 'Zinc', threshold: 45, armed: true, createdAt: '', notifiedAt: null } });
    await open(layla);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(PRICE_ALERT_TEXTS.formLabel), '45');
    await user.click(screen.getByRole('button', { name: PRICE_ALERT_TEXTS.formSubmit }));
    expect(mockSet).toHaveBeenCalledWith({ productId: 'zinc', threshold: 45 });
    expect(await screen.findByText(PRICE_ALERT_TEXTS.saved('45.00'))).toBeInTheDocument();
    expect(screen.queryByText(PRICE_ALERT_TEXTS.unverified)).not.toBeInTheDocument();
  });

  it('shows the current alert with a way to remove it, and warns an unverified member', async () => {
    mockAlerts = { success: true, alerts: [{ id: 9, productId: 'zinc', productName: 'Zinc', threshold: 39.5, armed: true, createdAt: '', notifiedAt: null }] };
    mockRemove.mockResolvedValue({ success: true });
    await open({ ...layla, emailVerified: false });
    expect(screen.getByText(PRICE_ALERT_TEXTS.current('39.50'))).toBeInTheDocument();
    expect(screen.getByText(PRICE_ALERT_TEXTS.unverified)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: PRICE_ALERT_TEXTS.remove }));
    await waitFor(() => expect(mockRemove).toHaveBeenCalledWith(9));
    expect(await screen.findByText(PRICE_ALERT_TEXTS.removed)).toBeInTheDocument();
  });
});
