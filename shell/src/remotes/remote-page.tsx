import { useCallback, type ComponentType } from 'react';
import type { RemoteDefinition, RemoteRouteDefinition } from '@sahha/contracts';
import { loadRemoteRoutes, RemoteBoundary } from '@sahha/mf-runtime';
import { AdminRoute } from '../session/admin-route';
import { ProtectedRoute } from '../session/protected-route';

interface RemotePageProps {
  remote: RemoteDefinition;
  route: RemoteRouteDefinition;
}

/** `<meta name="build-version:mf-content">`: which release of a remote is live, readable without devtools. */
export function remoteBuildVersionMetaName(remote: RemoteDefinition): string {
  return `build-version:${remote.folder}`;
}

/** Fetches the remote that owns this route (only when it is visited) and renders its screen. */
function RemoteScreen({ remote, route }: RemotePageProps) {
  const load = useCallback(async (): Promise<ComponentType> => {
    const { routes, buildVersion } = await loadRemoteRoutes(remote.name);
    const match = routes.find((candidate) => candidate.path === route.path);
    let Screen: ComponentType;
    if (match?.Component) Screen = match.Component;
    else if (match?.element) {
      const { element } = match;
      Screen = () => <>{element}</>;
    } else throw new Error(`${remote.name} does not render ${route.path}`);
    if (buildVersion === null) return Screen;
    // React 19 hoists <meta> into <head>, so the marker adds nothing to the page's layout.
    return () => (
      <>
        <meta name={remoteBuildVersionMetaName(remote)} content={buildVersion} />
        <Screen />
      </>
    );
  }, [remote, route.path]);
  return <RemoteBoundary key={route.path} load={load} />;
}

export function RemotePage({ remote, route }: RemotePageProps) {
  let screen = <RemoteScreen remote={remote} route={route} />;
  if (route.adminOnly) screen = <AdminRoute>{screen}</AdminRoute>;
  if (route.protected) screen = <ProtectedRoute>{screen}</ProtectedRoute>;
  return screen;
}
