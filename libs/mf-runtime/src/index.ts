export { RemoteBoundary, RemoteUnavailable } from './remote-boundary';
export {
  ensureRemoteRegistered,
  loadRemoteManifest,
  loadRemoteRoutes,
  resetRemoteRegistryForTests,
  type RemoteRoutesModule,
} from './remote-registry';
