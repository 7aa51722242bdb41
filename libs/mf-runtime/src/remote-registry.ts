import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTE_EXPOSED_ROUTES,
  REMOTE_MANIFEST_PATH,
  REMOTES,
  type RemoteManifest,
  type RemoteName,
} from '@sahha/contracts';
import type { RouteObject } from 'react-router-dom';

export interface RemoteRoutesModule {
  default: RouteObject[];
  /** `BUILD_VERSION` the remote was built with: tells which release of a remote is live. */
  buildVersion?: string;
}

export interface RemoteRoutes {
  routes: RouteObject[];
  buildVersion: string | null;
}

let manifestRequest: Promise<RemoteManifest> | null = null;
const registered = new Set<RemoteName>();

/** The manifest decides where each remote lives, so a remote can be redeployed without the shell. */
export function loadRemoteManifest(fetchFn: typeof fetch = fetch): Promise<RemoteManifest> {
  manifestRequest ??= fetchFn(REMOTE_MANIFEST_PATH, { credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      return (await response.json()) as RemoteManifest;
    })
    .catch((error: unknown) => {
      // A failed manifest must not be cached: Retry has to really retry.
      manifestRequest = null;
      throw error;
    });
  return manifestRequest;
}

/** Registers one remote on first use, so a route's remote (and only it) is fetched when visited. */
export async function ensureRemoteRegistered(name: RemoteName): Promise<void> {
  if (registered.has(name)) return;
  const manifest = await loadRemoteManifest();
  const entry = manifest[name];
  if (!entry) throw new Error(`Remote ${name} is not in ${REMOTE_MANIFEST_PATH}`);
  const definition = REMOTES.find((remote) => remote.name === name);
  registerRemotes([{ name, alias: definition?.folder ?? name, entry }]);
  registered.add(name);
}

/** Loads one exposed module ('./routes', './checkin-reminder') of a remote, registering it first. */
export async function loadRemoteModule<T>(name: RemoteName, exposed: string): Promise<T> {
  await ensureRemoteRegistered(name);
  const module = await loadRemote<T>(`${name}/${exposed.replace('./', '')}`);
  if (!module) throw new Error(`Remote ${name} does not expose ${exposed}`);
  return module;
}

export async function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutes> {
  const module = await loadRemoteModule<RemoteRoutesModule>(name, REMOTE_EXPOSED_ROUTES);
  if (!Array.isArray(module.default)) throw new Error(`Remote ${name} exposes no routes`);
  return { routes: module.default, buildVersion: typeof module.buildVersion === 'string' ? module.buildVersion : null };
}

/** For tests only: forget cached registrations and manifest. */
export function resetRemoteRegistryForTests(): void {
  manifestRequest = null;
  registered.clear();
}
