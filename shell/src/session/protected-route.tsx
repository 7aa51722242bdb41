import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@sahha/store';
import { CenteredSpinner } from '@sahha/ui';
import { authPathFor } from './return-to';

/** Spec §2 route wrapper: spinner while the session loads, /auth when anonymous. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <CenteredSpinner label="Loading" />;
  if (session.status === 'anonymous') return <Navigate to={authPathFor(location)} replace />;
  return <>{children}</>;
}
