import type {
  AccountExportResponse,
  AuthResponse,
  ChangePasswordRequest,
  CurrentUserResponse,
  DeleteAccountRequest,
  SuccessResponse,
  UpdateNameRequest,
} from '@sahha/contracts';
import { api, API_TAGS } from '@sahha/store';

const SIGNED_OUT: CurrentUserResponse = { success: false, user: null };

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
    deleteAccount: build.mutation<SuccessResponse, DeleteAccountRequest>({
      query: (body) => ({ url: '/account', method: 'DELETE', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(api.util.upsertQueryData('getCurrentUser', undefined, SIGNED_OUT));
        dispatch(api.util.invalidateTags(API_TAGS.filter((tag) => tag !== 'User')));
      },
    }),
  }),
});

export const { useUpdateNameMutation, useChangePasswordMutation, useExportAccountMutation, useDeleteAccountMutation } = accountApi;
