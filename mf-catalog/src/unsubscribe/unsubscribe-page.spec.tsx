import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRICE_ALERT_MESSAGES, PRICE_ALERT_TEXTS, PRICE_ALERT_UNSUBSCRIBE_PAGE } from '@sahha/contracts/price-alerts';
import { renderPage } from '@sahha/store/testing';

import UnsubscribePage from './unsubscribe-page';

const mockUnsubscribe = jest.fn();
let mockState: { data?: unknown; error?: unknown; isLoading: boolean } = { isLoading: false };

jest.mock('./unsubscribe-api', () => ({
  useUnsubscribePriceAlertMutation: () => [mockUnsubscribe, mockState],
}));

const open = (hash: string) => renderPage(<UnsubscribePage />, { path: PRICE_ALERT_UNSUBSCRIBE_PAGE, url: `${PRICE_ALERT_UNSUBSCRIBE_PAGE}${hash}`, user: null });

describe('UnsubscribePage', () => {
  beforeEach(() => {
    mockUnsubscribe.mockReset();
    mockState = { isLoading: false };
  });

  it('says where the page comes from when the link has no token', async () => {
    await open('');
    expect(screen.getByText(PRICE_ALERT_TEXTS.noToken)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('removes nothing until asked, then sends the token, and takes it out of the address bar', async () => {
    const { router } = await open('#token=abc123');
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(mockUnsubscribe).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: PRICE_ALERT_TEXTS.unsubscribeButton }));
    expect(mockUnsubscribe).toHaveBeenCalledWith({ token: 'abc123' });
  });

  it('confirms with a link to the product path the server gave, or says the link is no good', async () => {
    mockState = { isLoading: false, data: { success: true, productPath: '/products/zinc', productName: 'Zinc' } };
    const { unmount } = await open('#token=abc123');
    expect(screen.getByRole('status')).toHaveTextContent(PRICE_ALERT_TEXTS.unsubscribed('Zinc'));
    expect(screen.getByRole('link', { name: 'Zinc' })).toHaveAttribute('href', '/products/zinc');
    unmount();

    mockState = { isLoading: false, error: { status: 404 } };
    await open('#token=used');
    expect(screen.getByRole('alert')).toHaveTextContent(PRICE_ALERT_MESSAGES.invalidLink);
  });
});
