import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { CurrentUserResponse } from '@sahha/contracts';
import { api } from './api';
import { sessionSlice } from './session-slice';

/** Slices that remotes inject later are declared by augmenting this interface. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(sessionSlice, api).withLazyLoadedSlices<LazyLoadedSlices>();

/**
 * The store, already knowing who is signed in when the page said so (`session`, the GET
 * /api/session answer): the current user is then a result from the start, so the first render
 * shows it and nothing asks again. Without it, the first reader asks.
 */
export function createAppStore(session?: CurrentUserResponse) {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  // Entries, unlike upsertQueryData, land in one synchronous action: no render sees "loading".
  if (session) store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'getCurrentUser', arg: undefined, value: session }]));
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
