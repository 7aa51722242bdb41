import {
  ACCOUNT_EMAIL_API,
  type AccountExportResponse,
  type AuthResponse,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type DeleteAccountRequest,
  type SuccessResponse,
  type UpdateNameRequest,
} from '@sahha/contracts';
import { api } from '@sahha/store';
import { apiRelative, settledData } from '../auth/account-email-api';

type CacheLifecycle = { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: AuthResponse }> };

/** The answer carries the updated user: the header and the account page show it without a refetch. */
async function showUpdatedUser({ dispatch, queryFulfilled }: CacheLifecycle): Promise<void> {
  const data = await settledData(queryFulfilled);
  if (data?.user) dispatch(api.util.upsertQueryData('getCurrentUser', undefined, { success: true, user: data.user }));
}

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateName: build.mutation<AuthResponse, UpdateNameRequest>({
      query: (body) => ({ url: '/account/name', method: 'PATCH', body }),
      onQueryStarted: (_arg, lifecycle) => showUpdatedUser(lifecycle),
    }),
    changeEmail: build.mutation<AuthResponse, ChangeEmailRequest>({
      query: (body) => ({ url: apiRelative(ACCOUNT_EMAIL_API.changeEmail), method: 'PATCH', body }),
      onQueryStarted: (_arg, lifecycle) => showUpdatedUser(lifecycle),
    }),
    resendEmailVerification: build.mutation<SuccessResponse, void>({
      query: () => ({ url: apiRelative(ACCOUNT_EMAIL_API.resendEmailVerification), method: 'POST' }),
    }),
    changePassword: build.mutation<SuccessResponse, ChangePasswordRequest>({
      query: (body) => ({ url: '/account/password', method: 'POST', body }),
    }),
    exportAccount: build.mutation<AccountExportResponse, void>({
      // A mutation, not a query: an export is an explicit action and must never be served from cache.
      query: () => ({ url: '/account/export', method: 'GET' }),
    }),
    // The caller ends the session with sessionEnded() after leaving the protected page, so the
    // route guard does not bounce the user to /auth first.
    deleteAccount: build.mutation<SuccessResponse, DeleteAccountRequest>({
      query: (body) => ({ url: '/account', method: 'DELETE', body }),
    }),
  }),
});

export const {
  useUpdateNameMutation,
  useChangeEmailMutation,
  useResendEmailVerificationMutation,
  useChangePasswordMutation,
  useExportAccountMutation,
  useDeleteAccountMutation,
} = accountApi;
