import {
  ACCOUNT_EMAIL_API,
  type AuthResponse,
  type CurrentUserResponse,
  type EmailVerificationConfirmRequest,
  type PasswordResetConfirmRequest,
  type PasswordResetRequest,
  type SuccessResponse,
} from '@sahha/contracts';
import { api, sessionEnded } from '@sahha/store';

/** The store's base query already prefixes '/api'. */
export function apiRelative(path: string): string {
  return path.replace(/^\/api(?=\/)/, '');
}

/**
 * The answer of a write, or null when it failed: the screen that sent it reports the failure, and
 * a lifecycle handler that let the rejection escape would add an unhandled one.
 */
export async function settledData<T>(queryFulfilled: Promise<{ data: T }>): Promise<T | null> {
  try {
    return (await queryFulfilled).data;
  } catch {
    return null;
  }
}

export const accountEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<SuccessResponse, PasswordResetRequest>({
      query: (body) => ({ url: apiRelative(ACCOUNT_EMAIL_API.requestPasswordReset), method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<AuthResponse, PasswordResetConfirmRequest>({
      query: (body) => ({ url: apiRelative(ACCOUNT_EMAIL_API.confirmPasswordReset), method: 'POST', body }),
      // The server ended every session of the account and signed this browser in afresh: whatever
      // this browser had cached (its CSRF token, another account's data) belongs to the old session.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const data = await settledData(queryFulfilled);
        if (!data?.success || !data.user) return;
        dispatch(sessionEnded());
        dispatch(api.util.upsertQueryData('getCurrentUser', undefined, { success: true, user: data.user }));
      },
    }),
    confirmEmailVerification: build.mutation<CurrentUserResponse, EmailVerificationConfirmRequest>({
      query: (body) => ({ url: apiRelative(ACCOUNT_EMAIL_API.confirmEmailVerification), method: 'POST', body }),
      // Verifying can also grant the admin role (ADMIN_EMAILS), so the header must see the new user.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const data = await settledData(queryFulfilled);
        if (!data) return;
        if (data.user) dispatch(api.util.upsertQueryData('getCurrentUser', undefined, { success: true, user: data.user }));
        else dispatch(api.util.invalidateTags(['User']));
      },
    }),
  }),
});

export const { useRequestPasswordResetMutation, useConfirmPasswordResetMutation, useConfirmEmailVerificationMutation } = accountEmailApi;
