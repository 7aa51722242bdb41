export { RemoteBoundary, RemoteUnavailable } from './remote-boundary';
export {
  ensureRemoteRegistered,
  loadRemoteManifest,
  loadRemoteModule,
  loadRemoteRoutes,
  resetRemoteRegistryForTests,
  type RemoteRoutes,
  type RemoteRoutesModule,
} from './remote-registry';
