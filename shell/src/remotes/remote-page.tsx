import { useCallback, type ComponentType } from 'react';
import type { RemoteDefinition, RemoteRouteDefinition } from '@sahha/contracts';
import { loadRemoteRoutes, RemoteBoundary } from '@sahha/mf-runtime';
import { AdminRoute } from '../session/admin-route';
import { ProtectedRoute } from '../session/protected-route';

interface RemotePageProps {
  remote: RemoteDefinition;
  route: RemoteRouteDefinition;
}

/** Fetches the remote that owns this route (only when it is visited) and renders its screen. */
function RemoteScreen({ remote, route }: RemotePageProps) {
  const load = useCallback(async (): Promise<ComponentType> => {
    const routes = await loadRemoteRoutes(remote.name);
    const match = routes.find((candidate) => candidate.path === route.path);
    if (match?.Component) return match.Component;
    if (match?.element) {
      const { element } = match;
      return () => <>{element}</>;
    }
    throw new Error(`${remote.name} does not render ${route.path}`);
  }, [remote.name, route.path]);
  return <RemoteBoundary key={route.path} load={load} />;
}

export function RemotePage({ remote, route }: RemotePageProps) {
  let screen = <RemoteScreen remote={remote} route={route} />;
  if (route.adminOnly) screen = <AdminRoute>{screen}</AdminRoute>;
  if (route.protected) screen = <ProtectedRoute>{screen}</ProtectedRoute>;
  return screen;
}
