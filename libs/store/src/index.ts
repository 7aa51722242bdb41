export {
  api,
  API_TAGS,
  sessionEnded,
  sessionExpiredHere,
  useGetCurrentUserQuery,
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
} from './api';
export { createBaseQuery } from './base-query';
export { formatHttpErrorMessage, isApiError, serverMessageOf, type ApiError } from './http-error';
export { sessionSlice, selectCsrfToken, selectSessionEndedOn } from './session-slice';
export { endsSession, CREDENTIAL_ENDPOINTS } from './session-expiry';
export { SessionEndedNoticeHost, useSessionEndedHere } from './session-ended-notice-host';
export { createAppStore, rootReducer, type AppDispatch, type AppStore, type LazyLoadedSlices, type RootState } from './store';
export { StoreProvider, useAppDispatch, useAppSelector, useSession, type Session } from './hooks';
