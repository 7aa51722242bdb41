import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { ensureRemoteRegistered, loadRemoteManifest, loadRemoteRoutes, resetRemoteRegistryForTests } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const manifest = { mf_quiz: '/remotes/mf-quiz/remoteEntry.js', mf_content: '/v2/mf-content/remoteEntry.js' };

function respond(status: number, body: unknown) {
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : 'Service Unavailable',
    json: () => Promise.resolve(body),
  } as Response);
}

describe('remote registry', () => {
  beforeEach(() => {
    resetRemoteRegistryForTests();
    jest.mocked(registerRemotes).mockClear();
    jest.mocked(loadRemote).mockReset();
    globalThis.fetch = jest.fn(() => respond(200, manifest)) as unknown as typeof fetch;
  });

  it('registers a remote from the manifest only when first needed, once', async () => {
    await ensureRemoteRegistered('mf_content');
    await ensureRemoteRegistered('mf_content');
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_content', alias: 'mf-content', entry: '/v2/mf-content/remoteEntry.js' },
    ]);
  });

  it('does not cache a failed manifest, so a retry fetches it again', async () => {
    globalThis.fetch = jest
      .fn()
      .mockImplementationOnce(() => respond(503, {}))
      .mockImplementationOnce(() => respond(200, manifest)) as unknown as typeof fetch;
    await expect(loadRemoteManifest()).rejects.toThrow('503: Service Unavailable');
    await expect(loadRemoteManifest()).resolves.toEqual(manifest);
  });

  it('fails clearly for a remote missing from the manifest', async () => {
    await expect(ensureRemoteRegistered('mf_admin')).rejects.toThrow('Remote mf_admin is not in /remotes.json');
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('loads the exposed routes of a remote with the build version it was released as', async () => {
    const routes = [{ path: '/quiz' }];
    jest.mocked(loadRemote).mockResolvedValue({ default: routes, buildVersion: '2026.11.23-1' });
    await expect(loadRemoteRoutes('mf_quiz')).resolves.toEqual({ routes, buildVersion: '2026.11.23-1' });
    expect(loadRemote).toHaveBeenCalledWith('mf_quiz/routes');
  });

  it('reports no build version for a remote built before remotes exported one', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: [{ path: '/quiz' }] });
    await expect(loadRemoteRoutes('mf_quiz')).resolves.toMatchObject({ buildVersion: null });
  });

  it('rejects a remote that exposes no route list', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: 'nope' });
    await expect(loadRemoteRoutes('mf_quiz')).rejects.toThrow('Remote mf_quiz exposes no routes');
  });
});
