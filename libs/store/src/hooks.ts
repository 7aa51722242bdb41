import { useDispatch, useSelector } from 'react-redux';
import type { User } from '@sahha/contracts';
import { useGetCurrentUserQuery } from './api';
import type { AppDispatch, RootState } from './store';

/** The shell wraps the app in this; apps never import react-redux themselves (lint rule). */
export { Provider as StoreProvider } from 'react-redux';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: User }
  | { status: 'anonymous'; user: null };

/** Session state: derived from the current-user lookup only (docs/requirements.md, "Site: data cache and session"). */
export function useSession(): Session {
  const { data, isLoading, isUninitialized } = useGetCurrentUserQuery();
  if (isLoading || isUninitialized) return { status: 'loading', user: null };
  if (data?.success && data.user) return { status: 'authenticated', user: data.user };
  return { status: 'anonymous', user: null };
}
