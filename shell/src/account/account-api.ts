import type {
  AccountExportResponse,
  AuthResponse,
  ChangePasswordRequest,
  DeleteAccountRequest,
  SuccessResponse,
  UpdateNameRequest,
} from '@sahha/contracts';
import { api } from '@sahha/store';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateName: build.mutation<AuthResponse, UpdateNameRequest>({
      query: (body) => ({ url: '/account/name', method: 'PATCH', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        if (data.user) dispatch(api.util.upsertQueryData('getCurrentUser', undefined, { success: true, user: data.user }));
      },
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

export const { useUpdateNameMutation, useChangePasswordMutation, useExportAccountMutation, useDeleteAccountMutation } = accountApi;
