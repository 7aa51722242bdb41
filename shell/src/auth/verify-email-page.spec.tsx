import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { type EmailVerificationConfirmRequest } from '@sahha/contracts';
import { ACCOUNT_EMAIL_TEXTS } from '@sahha/contracts/account';
import { mockMutationHook } from '../testing/mock-mutation';
import { layla, renderWithSession } from '../testing/render-shell';
import VerifyEmailPage from './verify-email-page';

const mockConfirm = jest.fn<Promise<unknown>, [EmailVerificationConfirmRequest]>();
jest.mock('./account-email-api', () => ({ useConfirmEmailVerificationMutation: () => mockMutationHook(mockConfirm) }));

/** The page's one request stays pending until the test answers it, inside act(). */
let pending: { resolve: (value: unknown) => void; reject: (error: unknown) => void };

beforeEach(() => {
  mockConfirm.mockReset();
  mockConfirm.mockImplementation(() => new Promise((resolve, reject) => (pending = { resolve, reject })));
});

const respond = (value: unknown) => act(async () => pending.resolve(value));
const refuse = (error: unknown) => act(async () => pending.reject(error));

function openLink(path: string, user: typeof layla | null = null) {
  return renderWithSession(
    <StrictMode>
      <VerifyEmailPage />
    </StrictMode>,
    { path, user },
  );
}

describe('VerifyEmailPage', () => {
  it('posts the token once, even under StrictMode, and strips it from the address bar', async () => {
    const { router } = await openLink('/auth/verify-email#token=verify-1', layla);
    expect(screen.getByRole('heading', { level: 1, name: ACCOUNT_EMAIL_TEXTS.verifyEmailTitle })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_EMAIL_TEXTS.verifying);
    expect(router.state.location.hash).toBe('');
    expect(document.title).toBe(`${ACCOUNT_EMAIL_TEXTS.verifyEmailTitle} | Sahha`);

    await respond({ success: true, user: { ...layla, emailVerified: true } });
    expect(await screen.findByText(ACCOUNT_EMAIL_TEXTS.emailVerified)).toBeInTheDocument();
    expect(mockConfirm).toHaveBeenCalledTimes(1);
    expect(mockConfirm).toHaveBeenCalledWith({ token: 'verify-1' });
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
  });

  it('verifies a signed-out visitor too and offers to sign in', async () => {
    await openLink('/auth/verify-email#token=verify-2');
    await respond({ success: true, user: null });
    expect(await screen.findByText(ACCOUNT_EMAIL_TEXTS.emailVerified)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });

  it('explains an invalid or expired link', async () => {
    await openLink('/auth/verify-email#token=old', layla);
    await refuse({ status: 400, message: '400: …', data: { message: ACCOUNT_EMAIL_TEXTS.invalidVerificationLink } });
    expect(await screen.findByText(ACCOUNT_EMAIL_TEXTS.invalidVerificationLink)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
  });

  it('says the link is invalid without asking the server when it has no token', async () => {
    await openLink('/auth/verify-email');
    expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_EMAIL_TEXTS.invalidVerificationLink);
    expect(mockConfirm).not.toHaveBeenCalled();
  });
});
