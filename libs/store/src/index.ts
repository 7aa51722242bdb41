export { api, API_TAGS, sessionEnded, useGetCurrentUserQuery, useLoginMutation, useRegisterMutation, useLogoutMutation } from './api';
export { createBaseQuery } from './base-query';
export { formatHttpErrorMessage, isApiError, serverMessageOf, type ApiError } from './http-error';
export { sessionSlice, selectCsrfToken } from './session-slice';
export { createAppStore, rootReducer, type AppDispatch, type AppStore, type LazyLoadedSlices, type RootState } from './store';
export { StoreProvider, useAppDispatch, useAppSelector, useSession, type Session } from './hooks';
