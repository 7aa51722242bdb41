import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRICE_ALERT_MESSAGES, PRICE_ALERT_TEXTS } from '@sahha/contracts/price-alerts';
import { renderPage } from '@sahha/store/testing';

import { UnsubscribePanel } from './unsubscribe-panel';

const mockUnsubscribe = jest.fn();
let mockState: { data?: unknown; error?: unknown; isLoading: boolean } = { isLoading: false };

jest.mock('./price-alerts-api', () => ({
  useUnsubscribePriceAlertMutation: () => [mockUnsubscribe, mockState],
}));

const open = (hash: string) => renderPage(<UnsubscribePanel />, { path: '/products/:id', url: `/products/zinc${hash}`, user: null });

describe('UnsubscribePanel', () => {
  beforeEach(() => {
    mockUnsubscribe.mockReset();
    mockState = { isLoading: false };
  });

  it('shows nothing on a product page opened without the link', async () => {
    await open('');
    expect(screen.queryByText(PRICE_ALERT_TEXTS.unsubscribeTitle)).not.toBeInTheDocument();
    await open('#token=abc');
    expect(screen.queryByText(PRICE_ALERT_TEXTS.unsubscribeTitle)).not.toBeInTheDocument();
  });

  it('removes nothing until asked, then sends the token, and takes it out of the address bar', async () => {
    const { router } = await open('#unsubscribe=abc123');
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(screen.getByRole('heading', { name: PRICE_ALERT_TEXTS.unsubscribeTitle })).toBeInTheDocument();
    expect(mockUnsubscribe).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: PRICE_ALERT_TEXTS.unsubscribeButton }));
    expect(mockUnsubscribe).toHaveBeenCalledWith({ token: 'abc123' });
  });

  it('confirms with a link to the product path the server gave, or says the link is no good', async () => {
    mockState = { isLoading: false, data: { success: true, productPath: '/products/zinc', productName: 'Zinc' } };
    const { unmount } = await open('#unsubscribe=abc123');
    expect(screen.getByRole('status')).toHaveTextContent(PRICE_ALERT_TEXTS.unsubscribed('Zinc'));
    expect(screen.getByRole('link', { name: 'Zinc' })).toHaveAttribute('href', '/products/zinc');
    unmount();

    mockState = { isLoading: false, error: { status: 404 } };
    await open('#unsubscribe=used');
    expect(screen.getByRole('alert')).toHaveTextContent(PRICE_ALERT_MESSAGES.invalidLink);
  });
});
