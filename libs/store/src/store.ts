import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from './api';
import { sessionSlice } from './session-slice';

/** Slices that remotes inject later are declared by augmenting this interface. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(sessionSlice, api).withLazyLoadedSlices<LazyLoadedSlices>();

export function createAppStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
