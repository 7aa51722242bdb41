import { satisfy } from '@module-federation/runtime-core';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createSharedDependencies, declaredLibVersions, sahhaLibRange } = require('./shared-dependencies') as {
  createSharedDependencies: (versions: Record<string, string>, ownCopies?: string[]) => Record<string, { version?: string; requiredVersion: string | false }>;
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

describe('what a remote needs against what the shell provides', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { sharedVersionRecord, unmetSharedNeeds, ownLibCopies, libSources } = require('./shared-dependencies') as {
    sharedVersionRecord: (shared: Record<string, unknown>, ownCopies: string[]) => VersionRecord;
    unmetSharedNeeds: (remote: VersionRecord, shell: VersionRecord) => { shareKey: string; requiredVersion: string; builtWith: string; shellVersion: string | null }[];
    ownLibCopies: (env: Record<string, string | undefined>) => string[];
    libSources: (env: Record<string, string | undefined>) => Record<string, string>;
  };
  type VersionRecord = { shared: Record<string, { version: string; requiredVersion: string | false; singleton: boolean }>; ownCopies: string[] };

  /** The record of a build whose libs are the repository's, except `overrides`. */
  function recordOf(overrides: Record<string, string>, ownCopies: string[] = []): VersionRecord {
    return sharedVersionRecord(createSharedDependencies({ ...declaredLibVersions({}), ...overrides }, ownCopies), ownCopies);
  }

  it('a remote built with the same libs as the shell needs nothing more', () => {
    expect(unmetSharedNeeds(recordOf({}), recordOf({}))).toEqual([]);
  });

  it('a remote built against an older minor takes the shell\'s newer copy', () => {
    expect(unmetSharedNeeds(recordOf({ ui: '0.1.0' }), recordOf({ ui: '0.2.0' }))).toEqual([]);
  });

  it('a remote that needs a newer minor than the shell provides is named with both versions', () => {
    expect(unmetSharedNeeds(recordOf({ ui: '0.3.0', store: '0.2.4' }), recordOf({ ui: '0.2.0', store: '0.2.0' }))).toEqual([
      { shareKey: '@sahha/ui', requiredVersion: '>=0.3.0 <1.0.0', builtWith: '0.3.0', shellVersion: '0.2.0' },
    ]);
  });

  it('another major is refused in both directions', () => {
    expect(unmetSharedNeeds(recordOf({ contracts: '1.0.0' }), recordOf({ contracts: '0.9.0' })).map((need) => need.shareKey)).toEqual([
      '@sahha/contracts',
    ]);
    expect(unmetSharedNeeds(recordOf({ contracts: '0.9.0' }), recordOf({ contracts: '1.0.0' })).map((need) => need.shareKey)).toEqual([
      '@sahha/contracts',
    ]);
  });

  it('packages are checked too: a remote requiring a newer React than the shell was built with', () => {
    const shell = recordOf({});
    const remote = recordOf({});
    remote.shared.react = { version: '19.9.0', requiredVersion: '^19.9.0', singleton: true };
    expect(unmetSharedNeeds(remote, { ...shell, shared: { ...shell.shared, react: { ...shell.shared.react, version: '19.3.1' } } })).toEqual([
      { shareKey: 'react', requiredVersion: '^19.9.0', builtWith: '19.9.0', shellVersion: '19.3.1' },
    ]);
  });

  it('a shared module the shell does not provide at all is unmet', () => {
    const shell = recordOf({});
    delete shell.shared['@sahha/mf-runtime'];
    expect(unmetSharedNeeds(recordOf({}), shell)).toEqual([
      expect.objectContaining({ shareKey: '@sahha/mf-runtime', shellVersion: null }),
    ]);
  });

  it('a lib the remote brings as its own copy is not shared, so it needs nothing from the shell', () => {
    const remote = recordOf({ ui: '0.3.0' }, ['ui']);
    expect(remote.shared['@sahha/ui']).toBeUndefined();
    expect(remote.ownCopies).toEqual(['@sahha/ui']);
    expect(unmetSharedNeeds(remote, recordOf({ ui: '0.2.0' }))).toEqual([]);
  });

  it('OWN_LIB_COPIES accepts only libs without state shared across modules', () => {
    expect(ownLibCopies({ OWN_LIB_COPIES: 'ui, contracts' })).toEqual(['ui', 'contracts']);
    expect(ownLibCopies({})).toEqual([]);
    expect(() => ownLibCopies({ OWN_LIB_COPIES: 'store' })).toThrow('store cannot be an own copy');
    expect(() => ownLibCopies({ OWN_LIB_COPIES: 'mf-runtime' })).toThrow('mf-runtime cannot be an own copy');
  });

  it('SHARED_LIB_SOURCES builds a lib from another folder, whose package.json gives its version', () => {
    expect(libSources({ SHARED_LIB_SOURCES: '{"ui":"/checkouts/next/libs/ui"}' }).ui).toBe('/checkouts/next/libs/ui');
    expect(() => libSources({ SHARED_LIB_SOURCES: '{"uikit":"/x"}' })).toThrow('unknown lib uikit');
  });
});
