import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES, AUTH_VALIDATION, type ChangeEmailRequest } from '@sahha/contracts';
import { ACCOUNT_TEXTS } from '@sahha/contracts/account';
import { ACCOUNT_EMAIL_TEXTS } from '@sahha/contracts/account';
import { resetToasts, Toaster } from '@sahha/ui';
import { mockMutationHook } from '../testing/mock-mutation';
import { layla, renderWithSession } from '../testing/render-shell';
import AccountPage, { ACCOUNT_EMAIL_SECTION_TEXTS } from './account-page';

const mockChangeEmail = jest.fn<Promise<unknown>, [ChangeEmailRequest]>();
const mockChangePassword = jest.fn<Promise<unknown>, [unknown]>();
const mockResend = jest.fn<Promise<unknown>, [void]>();
const mockUnused = jest.fn<Promise<unknown>, [unknown]>();
jest.mock('./account-api', () => ({
  useChangeEmailMutation: () => mockMutationHook(mockChangeEmail),
  useResendEmailVerificationMutation: () => mockMutationHook(mockResend),
  useUpdateNameMutation: () => mockMutationHook(mockUnused),
  useChangePasswordMutation: () => mockMutationHook(mockChangePassword),
  useExportAccountMutation: () => mockMutationHook(mockUnused),
  useDeleteAccountMutation: () => mockMutationHook(mockUnused),
}));
jest.mock('./price-alerts-api', () => ({
  useGetAccountPriceAlertsQuery: () => ({ data: { success: true, alerts: [] }, isLoading: false }),
  useRemoveAccountPriceAlertMutation: () => mockMutationHook(mockUnused),
}));

function renderAccount(user = layla) {
  return renderWithSession(
    <>
      <AccountPage />
      <Toaster />
    </>,
    { path: '/account', user },
  );
}

const emailSection = () => screen.getByRole('region', { name: ACCOUNT_EMAIL_SECTION_TEXTS.title });
const changeEmailForm = () => screen.getByRole('form', { name: ACCOUNT_EMAIL_TEXTS.changeEmailTitle });

async function changeEmailTo(email: string, password = 'Desert-Rose-2026') {
  const form = within(changeEmailForm());
  await userEvent.type(form.getByLabelText(ACCOUNT_EMAIL_SECTION_TEXTS.newEmailLabel), email);
  await userEvent.type(form.getByLabelText(ACCOUNT_EMAIL_SECTION_TEXTS.currentPasswordLabel), password);
  await userEvent.click(form.getByRole('button', { name: ACCOUNT_EMAIL_TEXTS.changeEmailButton }));
}

describe('AccountPage', () => {
  beforeEach(() => {
    mockChangeEmail.mockReset();
    mockChangePassword.mockReset();
    mockResend.mockReset();
    resetToasts();
    sessionStorage.clear();
  });

  it('links to My Plans', async () => {
    await renderAccount();
    const plans = screen.getByRole('region', { name: ACCOUNT_EMAIL_SECTION_TEXTS.myPlansTitle });
    expect(within(plans).getByRole('link', { name: ACCOUNT_EMAIL_SECTION_TEXTS.myPlansLink })).toHaveAttribute('href', '/my-results');
  });

  it('shows a verified address without the resend button', async () => {
    await renderAccount({ ...layla, emailVerified: true });
    expect(within(emailSection()).getByText(layla.email)).toBeInTheDocument();
    expect(within(emailSection()).getByText(ACCOUNT_EMAIL_TEXTS.verifiedBadge)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ACCOUNT_EMAIL_TEXTS.resendVerification })).not.toBeInTheDocument();
  });

  it('marks an unverified address, explains why it matters and resends the link', async () => {
    mockResend.mockResolvedValue({ success: true });
    await renderAccount({ ...layla, emailVerified: false });
    expect(within(emailSection()).getByText(ACCOUNT_EMAIL_TEXTS.unverifiedBadge)).toBeInTheDocument();
    expect(within(emailSection()).getByText(ACCOUNT_EMAIL_TEXTS.unverifiedHint)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_EMAIL_TEXTS.resendVerification }));
    expect(await screen.findByText(ACCOUNT_EMAIL_TEXTS.verificationSent)).toBeInTheDocument();
    expect(mockResend).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when resending is throttled", async () => {
    mockResend.mockRejectedValue({ status: 429, message: '429: …', data: { message: 'Too many requests, try again later' } });
    await renderAccount({ ...layla, emailVerified: false });
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_EMAIL_TEXTS.resendVerification }));
    expect(await screen.findByText('Too many requests, try again later')).toBeInTheDocument();
  });

  it('changes the address with the current password and empties the form', async () => {
    mockChangeEmail.mockResolvedValue({ success: true, user: { ...layla, email: 'layla.new@example.ae', emailVerified: false } });
    await renderAccount();
    await changeEmailTo(' layla.new@example.ae ');
    expect(await screen.findByText(ACCOUNT_EMAIL_TEXTS.emailChanged)).toBeInTheDocument();
    expect(mockChangeEmail).toHaveBeenCalledWith({ email: 'layla.new@example.ae', currentPassword: 'Desert-Rose-2026' });
    expect(within(changeEmailForm()).getByLabelText(ACCOUNT_EMAIL_SECTION_TEXTS.newEmailLabel)).toHaveValue('');
  });

  it('validates the new address before sending', async () => {
    await renderAccount();
    await changeEmailTo('layla@new');
    expect(await within(changeEmailForm()).findByText(AUTH_VALIDATION.email)).toBeInTheDocument();
    expect(mockChangeEmail).not.toHaveBeenCalled();
  });

  it('says under the field when the address belongs to another account', async () => {
    mockChangeEmail.mockRejectedValue({ status: 409, message: '409: …', data: { message: AUTH_MESSAGES.emailTaken } });
    await renderAccount();
    await changeEmailTo('taken@example.ae');
    const field = within(changeEmailForm()).getByLabelText(ACCOUNT_EMAIL_SECTION_TEXTS.newEmailLabel);
    expect(await within(changeEmailForm()).findByText(AUTH_MESSAGES.emailTaken)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('taken@example.ae');
  });

  it('says under the password field when the password is wrong', async () => {
    mockChangeEmail.mockRejectedValue({ status: 400, message: '400: …', data: { message: ACCOUNT_TEXTS.currentPasswordIncorrect } });
    await renderAccount();
    await changeEmailTo('layla.new@example.ae', 'not-my-password');
    expect(await within(changeEmailForm()).findByText(ACCOUNT_TEXTS.currentPasswordIncorrect)).toBeInTheDocument();
  });

  it("puts the password policy's refusal, with what to do instead, under the new password and keeps what was typed", async () => {
    const refusal = `${AUTH_VALIDATION.passwordTooWeak}. This is a commonly used password. Add more words that are less common.`;
    mockChangePassword.mockRejectedValue({ status: 400, message: '400: …', data: { success: false, message: refusal } });
    await renderAccount();
    const form = within(screen.getByRole('region', { name: 'Change password' }));
    await userEvent.type(form.getByLabelText('Current password'), 'Desert-Rose-2026');
    await userEvent.type(form.getByLabelText('New password'), 'password1');
    await userEvent.type(form.getByLabelText('Confirm new password'), 'password1');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText(refusal)).toBeInTheDocument();
    expect(form.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('New password')).toHaveValue('password1');
    expect(screen.queryByText(ACCOUNT_TEXTS.requestFailed)).not.toBeInTheDocument();
  });

  it('keeps the typed name and new address, never the password, across a sign-in round trip', async () => {
    const first = await renderAccount();
    const nameField = screen.getByLabelText('Full Name');
    await userEvent.clear(nameField);
    await userEvent.type(nameField, 'Noura Al Mansoori');
    await userEvent.type(within(changeEmailForm()).getByLabelText(ACCOUNT_EMAIL_SECTION_TEXTS.newEmailLabel), 'noura@example.ae');
    await userEvent.type(within(changeEmailForm()).getByLabelText(ACCOUNT_EMAIL_SECTION_TEXTS.currentPasswordLabel), 'Desert-Rose-2026');
    first.unmount();
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Desert-Rose-2026');

    await renderAccount();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Noura Al Mansoori');
    expect(within(changeEmailForm()).getByLabelText(ACCOUNT_EMAIL_SECTION_TEXTS.newEmailLabel)).toHaveValue('noura@example.ae');
    expect(within(changeEmailForm()).getByLabelText(ACCOUNT_EMAIL_SECTION_TEXTS.currentPasswordLabel)).toHaveValue('');
  });

  it('forgets the new-address draft once the change succeeded', async () => {
    mockChangeEmail.mockResolvedValue({ success: true, user: layla });
    const first = await renderAccount();
    await changeEmailTo('noura@example.ae');
    await screen.findByText(ACCOUNT_EMAIL_TEXTS.emailChanged);
    first.unmount();
    await renderAccount();
    expect(within(changeEmailForm()).getByLabelText(ACCOUNT_EMAIL_SECTION_TEXTS.newEmailLabel)).toHaveValue('');
  });
});
