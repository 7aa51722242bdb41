import { resetToasts, toast } from '@sahha/ui';
import { submitAuth } from './submit-auth';

jest.mock('@sahha/ui', () => ({ ...jest.requireActual('@sahha/ui'), toast: jest.fn() }));

const toasts = { successTitle: 'Login successful', successText: 'Welcome back!', failedTitle: 'Login failed' };
const user = { id: 1, name: 'Layla', email: 'l@example.ae', role: 'user' as const, emailVerified: true };

describe('submitAuth', () => {
  beforeEach(() => {
    jest.mocked(toast).mockClear();
    resetToasts();
  });

  it('toasts success and continues when the response has success and a user', async () => {
    const onSignedIn = jest.fn();
    await submitAuth(() => Promise.resolve({ success: true, user }), toasts, onSignedIn);
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({ title: 'Login successful', description: 'Welcome back!', variant: 'success' });
  });

  it('treats a 200 without a user as a failure', async () => {
    const onSignedIn = jest.fn();
    await submitAuth(() => Promise.resolve({ success: true }), toasts, onSignedIn);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith({ title: 'Login failed', description: 'Login failed', variant: 'destructive' });
  });

  it("shows the server's message when there is one", async () => {
    await submitAuth(
      () => Promise.reject({ status: 401, message: '401: …', data: { success: false, message: 'Invalid email or password' } }),
      toasts,
      jest.fn(),
    );
    expect(toast).toHaveBeenCalledWith({ title: 'Login failed', description: 'Invalid email or password', variant: 'destructive' });
  });

  it('lets a refusal that belongs under a field go there instead of the toast, and toasts what it declines', async () => {
    const weak = 'This password is too easy to guess. This is a commonly used password.';
    const shown: string[] = [];
    const underPassword = (message: string) => message.startsWith('This password') && shown.push(message) > 0;
    await submitAuth(() => Promise.reject({ status: 400, message: '400: …', data: { success: false, message: weak } }), toasts, jest.fn(), underPassword);
    expect(shown).toEqual([weak]);
    expect(toast).not.toHaveBeenCalled();
    await submitAuth(() => Promise.reject({ status: 409, message: '409: …', data: { message: 'An account with this email already exists' } }), toasts, jest.fn(), underPassword);
    expect(toast).toHaveBeenCalledWith({ title: 'Login failed', description: 'An account with this email already exists', variant: 'destructive' });
  });
});
