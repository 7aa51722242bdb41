import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_VALIDATION, type PasswordResetConfirmRequest } from '@sahha/contracts';
import { ACCOUNT_EMAIL_TEXTS } from '@sahha/contracts/account';
import { resetToasts, Toaster } from '@sahha/ui';
import { mockMutationHook } from '../testing/mock-mutation';
import { layla, renderWithSession } from '../testing/render-shell';
import ResetPasswordPage from './reset-password-page';

const mockConfirmReset = jest.fn<Promise<unknown>, [PasswordResetConfirmRequest]>();
jest.mock('./account-email-api', () => ({ useConfirmPasswordResetMutation: () => mockMutationHook(mockConfirmReset) }));

function openLink(path = '/auth/reset-password#token=link-token-1') {
  return renderWithSession(
    <>
      <ResetPasswordPage />
      <Toaster />
    </>,
    { path },
  );
}

async function choosePassword(password: string, confirmation = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: ACCOUNT_EMAIL_TEXTS.resetPasswordButton }));
}

describe('ResetPasswordPage', () => {
  beforeEach(() => {
    mockConfirmReset.mockReset();
    resetToasts();
  });

  it('takes the token out of the address bar at once and keeps it for the form', async () => {
    const { router } = await openLink('/auth/reset-password?utm=mail#token=link-token-1');
    expect(screen.getByRole('heading', { level: 1, name: ACCOUNT_EMAIL_TEXTS.resetPasswordTitle })).toBeInTheDocument();
    expect(document.title).toBe(`${ACCOUNT_EMAIL_TEXTS.resetPasswordTitle} | Sahha`);
    expect(router.state.location).toMatchObject({ pathname: '/auth/reset-password', search: '?utm=mail', hash: '' });
    expect(router.state.historyAction).toBe('REPLACE');

    mockConfirmReset.mockResolvedValue({ success: true, user: layla });
    await choosePassword('Falcon-Dunes-2027');
    expect(mockConfirmReset).toHaveBeenCalledWith({ token: 'link-token-1', password: 'Falcon-Dunes-2027' });
  });

  it('uses the registration password rules and sends nothing while they fail', async () => {
    await openLink();
    await choosePassword('12345', '12345');
    expect(await screen.findAllByText(AUTH_VALIDATION.password)).not.toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'Falcon-Dunes-2027');
    expect(await screen.findByText(AUTH_VALIDATION.passwordsMismatch)).toBeInTheDocument();
    expect(mockConfirmReset).not.toHaveBeenCalled();
  });

  it('signs in, says every other device was signed out, and goes home', async () => {
    mockConfirmReset.mockResolvedValue({ success: true, user: layla });
    const { router } = await openLink();
    await choosePassword('Falcon-Dunes-2027');
    expect(await screen.findByText(ACCOUNT_EMAIL_TEXTS.passwordResetDone)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('explains a used or expired link and offers a new one', async () => {
    mockConfirmReset.mockRejectedValue({ status: 400, message: '400: …', data: { message: ACCOUNT_EMAIL_TEXTS.invalidResetLink } });
    const { router } = await openLink();
    await choosePassword('Falcon-Dunes-2027');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_EMAIL_TEXTS.invalidResetLink);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/reset-password');
  });

  it('shows a password the server refuses under the field', async () => {
    mockConfirmReset.mockRejectedValue({ status: 400, message: '400: …', data: { message: [AUTH_VALIDATION.passwordTooWeak] } });
    await openLink();
    await choosePassword('password1');
    expect(await screen.findByText(AUTH_VALIDATION.passwordTooWeak)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the link is invalid when it has no token', async () => {
    await openLink('/auth/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_EMAIL_TEXTS.invalidResetLink);
    expect(screen.queryByRole('button', { name: ACCOUNT_EMAIL_TEXTS.resetPasswordButton })).not.toBeInTheDocument();
  });

  it('stays reachable for a signed-in user', async () => {
    await renderWithSession(<ResetPasswordPage />, { path: '/auth/reset-password#token=t', user: layla });
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });
});
