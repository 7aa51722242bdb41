import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_VALIDATION, type PasswordResetRequest } from '@sahha/contracts';
import { ACCOUNT_TEXTS } from '@sahha/contracts/account';
import { ACCOUNT_EMAIL_TEXTS } from '@sahha/contracts/account';
import { mockMutationHook } from '../testing/mock-mutation';
import { renderWithSession } from '../testing/render-shell';
import ForgotPasswordPage from './forgot-password-page';

const mockRequestReset = jest.fn<Promise<unknown>, [PasswordResetRequest]>();
jest.mock('./account-email-api', () => ({ useRequestPasswordResetMutation: () => mockMutationHook(mockRequestReset) }));

async function submit(email: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: ACCOUNT_EMAIL_TEXTS.forgotPasswordButton }));
}

describe('ForgotPasswordPage', () => {
  beforeEach(() => mockRequestReset.mockReset());

  it('has its title and heading, and a way back to sign in', async () => {
    await renderWithSession(<ForgotPasswordPage />, { path: '/auth/forgot-password' });
    expect(screen.getByRole('heading', { level: 1, name: ACCOUNT_EMAIL_TEXTS.forgotPasswordTitle })).toBeInTheDocument();
    expect(document.title).toBe(`${ACCOUNT_EMAIL_TEXTS.forgotPasswordTitle} | Sahha`);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth');
  });

  it('sends nothing for an address the login form would refuse', async () => {
    await renderWithSession(<ForgotPasswordPage />, { path: '/auth/forgot-password' });
    await submit('foo@bar');
    expect(await screen.findByText(AUTH_VALIDATION.email)).toBeInTheDocument();
    expect(mockRequestReset).not.toHaveBeenCalled();
  });

  it('asks for the link and confirms without saying whether the account exists, moving focus there', async () => {
    mockRequestReset.mockResolvedValue({ success: true });
    await renderWithSession(<ForgotPasswordPage />, { path: '/auth/forgot-password' });
    await submit('  layla@example.ae ');
    const confirmation = await screen.findByText(ACCOUNT_EMAIL_TEXTS.resetRequested);
    expect(mockRequestReset).toHaveBeenCalledWith({ email: 'layla@example.ae' });
    expect(confirmation).toHaveAttribute('role', 'status');
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it.each([400, 404, 500])('shows the same confirmation when the server answers %s', async (status) => {
    mockRequestReset.mockRejectedValue({ status, message: `${status}: …`, data: { message: 'No such user' } });
    await renderWithSession(<ForgotPasswordPage />, { path: '/auth/forgot-password' });
    await submit('layla@example.ae');
    expect(await screen.findByText(ACCOUNT_EMAIL_TEXTS.resetRequested)).toBeInTheDocument();
    expect(screen.queryByText('No such user')).not.toBeInTheDocument();
  });

  it("keeps the form and shows the server's message when throttled", async () => {
    mockRequestReset.mockRejectedValue({ status: 429, message: '429: …', data: { message: 'Too many requests, try again later' } });
    await renderWithSession(<ForgotPasswordPage />, { path: '/auth/forgot-password' });
    await submit('layla@example.ae');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, try again later');
    expect(screen.getByLabelText('Email')).toHaveValue('layla@example.ae');
    expect(screen.queryByText(ACCOUNT_EMAIL_TEXTS.resetRequested)).not.toBeInTheDocument();
  });

  it('keeps the form when the request never reached the server', async () => {
    mockRequestReset.mockRejectedValue({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' });
    await renderWithSession(<ForgotPasswordPage />, { path: '/auth/forgot-password' });
    await submit('layla@example.ae');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.requestFailed);
    expect(screen.getByLabelText('Email')).toHaveValue('layla@example.ae');
  });
});
