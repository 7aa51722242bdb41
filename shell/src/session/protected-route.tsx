import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession, useSessionEndedHere } from '@sahha/store';
import { CenteredSpinner } from '@sahha/ui';
import { authPathFor } from './return-to';

/** Route wrapper (docs/requirements.md, "Site: routes and access"): spinner while the session loads, /auth when anonymous. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  // Issue L: where a write just found the session gone, the page stays with what was typed and
  // offers to sign in (SessionEndedNoticeHost) instead of leaving by itself.
  const sessionEndedHere = useSessionEndedHere();
  if (session.status === 'loading') return <CenteredSpinner label="Loading" />;
  if (session.status === 'anonymous' && !sessionEndedHere) return <Navigate to={authPathFor(location)} replace />;
  return <>{children}</>;
}
