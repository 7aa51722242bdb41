import { satisfy } from '@module-federation/runtime-core';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createSharedDependencies, declaredLibVersions, sahhaLibRange } = require('./shared-dependencies') as {
  createSharedDependencies: (versions: Record<string, string>) => Record<string, { version?: string; requiredVersion: string | false }>;
  declaredLibVersions: (env: Record<string, string | undefined>) => Record<string, string>;
  sahhaLibRange: (version: string) => string;
};

/** The range a remote built against `remoteUiVersion` declares for @sahha/ui, checked by the MF runtime's own semver. */
function hostCopyAccepted(hostUiVersion: string, remoteUiVersion: string): boolean {
  const remoteShared = createSharedDependencies({ ...declaredLibVersions({}), ui: remoteUiVersion });
  const range = remoteShared['@sahha/ui'].requiredVersion;
  if (range === false) throw new Error('@sahha/ui must declare a required version');
  return satisfy(hostUiVersion, range);
}

describe('shared @sahha/* ranges', () => {
  it.each([
    ['0.1.0', '0.0.3'],
    ['0.2.5', '0.1.0'],
    ['1.4.0', '1.3.2'],
    ['1.3.0', '1.3.0'],
  ])('host @sahha/ui %s satisfies a remote built against the older or same minor %s', (host, remote) => {
    expect(hostCopyAccepted(host, remote)).toBe(true);
  });

  it.each([
    ['1.0.0', '0.9.0'],
    ['2.0.0', '1.3.0'],
    ['0.9.0', '1.0.0'],
  ])('host @sahha/ui %s does not satisfy a remote of another major %s', (host, remote) => {
    expect(hostCopyAccepted(host, remote)).toBe(false);
  });

  it('a host older than the minor a remote was built against is refused (the remote may use newer exports)', () => {
    expect(hostCopyAccepted('0.1.0', '0.2.0')).toBe(false);
  });

  it('ranges keep the same major even on 0.x, where a caret would pin the minor', () => {
    expect(sahhaLibRange('0.1.0')).toBe('>=0.1.0 <1.0.0');
    expect(sahhaLibRange('2.7.4')).toBe('>=2.7.0 <3.0.0');
  });

  it('SHARED_LIB_VERSIONS overrides only the named lib and rejects unknown libs', () => {
    const actual = declaredLibVersions({});
    expect(declaredLibVersions({ SHARED_LIB_VERSIONS: '{"ui":"0.0.3"}' })).toEqual({ ...actual, ui: '0.0.3' });
    expect(() => declaredLibVersions({ SHARED_LIB_VERSIONS: '{"uikit":"1.0.0"}' })).toThrow('unknown lib uikit');
  });
});
