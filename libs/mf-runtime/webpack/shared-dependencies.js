// The one definition of what host and remotes share. Every module must resolve these to a
// single instance at run time: two Reacts break hooks, two stores split state, two styled-
// components lose the theme. Package ranges come from the root package.json; an @sahha/* lib
// accepts any copy of the same major at or above the minor the module was built against, so a
// remote built against an older minor still takes the host's (newer) copy without a warning.
// Redux Toolkit and react-redux are deliberately absent: only @sahha/store imports them (a lint
// rule keeps it so), so they reach every app through the shared store, and webpack drops the
// parts the store does not use instead of shipping every entry point whole on the first paint.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../../..');
const rootPackage = require(path.join(repoRoot, 'package.json'));

function rangeOf(packageName) {
  const range = rootPackage.dependencies[packageName];
  if (!range) throw new Error(`${packageName} must be a root dependency to be shared`);
  return range;
}

const singleton = (packageName, importPath = packageName) => [
  importPath,
  { singleton: true, requiredVersion: rangeOf(packageName) },
];

const reactRouterRoot = path.dirname(require.resolve('react-router/package.json', { paths: [repoRoot] }));

/** Aliases the subset file uses to reach React Router's production build directly. */
const reactRouterAliases = {
  'react-router-production$': path.join(reactRouterRoot, 'dist/production/index.mjs'),
};

/**
 * `react-router` and `react-router-dom` are shared as one trimmed module (see
 * react-router-subset.mjs). Its version is React Router's, so version checks between host and
 * remotes work as they would for the package itself.
 */
function reactRouterSubset() {
  const version = require(path.join(reactRouterRoot, 'package.json')).version;
  const subset = path.join(__dirname, 'react-router-subset.mjs');
  return ['react-router', 'react-router-dom'].map((packageName) => [
    packageName,
    { singleton: true, requiredVersion: rangeOf('react-router-dom'), version, import: subset },
  ]);
}

const sahhaLibs = ['contracts', 'store', 'ui', 'mf-runtime'];

/**
 * `>=X.Y.0 <X+1.0.0`. Written out instead of `^X.Y.0` because a caret on 0.x pins the minor
 * (`^0.1.0` rejects 0.2.0), and our libs are 0.x: same major, this minor or newer.
 */
function sahhaLibRange(version) {
  const match = /^(\d+)\.(\d+)\.\d+/.exec(version);
  if (!match) throw new Error(`${version} is not a semver version`);
  const major = Number(match[1]);
  return `>=${major}.${match[2]}.0 <${major + 1}.0.0`;
}

/**
 * `SHARED_LIB_SOURCES='{"ui":"/checkouts/next/libs/ui"}'` builds against another copy of a lib
 * (a folder with its own package.json, e.g. a newer commit's lib checked out elsewhere): its
 * version is that folder's. The version-skew e2e builds a remote against a newer @sahha/ui so.
 */
function libSources(env = process.env) {
  const sources = env.SHARED_LIB_SOURCES ? JSON.parse(env.SHARED_LIB_SOURCES) : {};
  for (const lib of Object.keys(sources)) {
    if (!sahhaLibs.includes(lib)) throw new Error(`SHARED_LIB_SOURCES: unknown lib ${lib}`);
  }
  return Object.fromEntries(sahhaLibs.map((lib) => [lib, path.resolve(sources[lib] ?? path.join(repoRoot, 'libs', lib))]));
}

function libVersion(lib, env) {
  return require(path.join(libSources(env)[lib], 'package.json')).version;
}

/**
 * `SHARED_LIB_VERSIONS='{"ui":"0.0.3"}'` declares another version for a lib than its package.json:
 * what a remote built from an older commit declares. Release tooling and the version-skew e2e
 * use it to build such a remote without checking out old sources.
 */
function declaredLibVersions(env = process.env) {
  const overrides = env.SHARED_LIB_VERSIONS ? JSON.parse(env.SHARED_LIB_VERSIONS) : {};
  for (const lib of Object.keys(overrides)) {
    if (!sahhaLibs.includes(lib)) throw new Error(`SHARED_LIB_VERSIONS: unknown lib ${lib}`);
  }
  return Object.fromEntries(sahhaLibs.map((lib) => [lib, overrides[lib] ?? libVersion(lib, env)]));
}

/**
 * Libs a remote may bundle as its own private copy instead of taking the shell's singleton:
 * `OWN_LIB_COPIES=ui`. Only libs whose copies hold no state another module must see: a second
 * @sahha/store is a second store, a second @sahha/mf-runtime a second remote registry.
 * (A private @sahha/ui still has its own toast queue, which the shell's Toaster does not show.)
 */
const libsAllowedAsOwnCopy = ['contracts', 'ui'];

function ownLibCopies(env = process.env) {
  const libs = (env.OWN_LIB_COPIES ?? '')
    .split(',')
    .map((lib) => lib.trim())
    .filter(Boolean);
  for (const lib of libs) {
    if (!libsAllowedAsOwnCopy.includes(lib)) {
      throw new Error(`OWN_LIB_COPIES: ${lib} cannot be an own copy (allowed: ${libsAllowedAsOwnCopy.join(', ')})`);
    }
  }
  return libs;
}

function createSharedDependencies(libVersions = declaredLibVersions(), ownCopies = ownLibCopies()) {
  const shared = Object.fromEntries([
    singleton('react'),
    singleton('react', 'react/jsx-runtime'),
    singleton('react-dom'),
    singleton('react-dom', 'react-dom/client'),
    ...reactRouterSubset(),
    singleton('styled-components'),
    ['@sahha/contracts/schemas', { singleton: true, version: libVersions.contracts, requiredVersion: false }],
    ...sahhaLibs.map((lib) => [
      `@sahha/${lib}`,
      { singleton: true, version: libVersions[lib], requiredVersion: sahhaLibRange(libVersions[lib]) },
    ]),
  ]);
  // An own copy is simply not shared: webpack bundles it into this build, and nothing else in
  // the page (the shell, other remotes) ever sees or picks it.
  for (const lib of ownCopies) {
    delete shared[`@sahha/${lib}`];
    if (lib === 'contracts') delete shared['@sahha/contracts/schemas'];
  }
  return shared;
}

/** The version a shared entry provides: its declared one, else the installed package's. */
function providedVersion(shareKey, config) {
  if (config.version) return config.version;
  const packageName = shareKey.startsWith('@') ? shareKey.split('/').slice(0, 2).join('/') : shareKey.split('/')[0];
  return require(require.resolve(`${packageName}/package.json`, { paths: [repoRoot] })).version;
}

/**
 * What a build shares, written beside its output as shared-versions.json: for the shell, the
 * versions every remote will be handed; for a remote, the ranges it requires. The release tool
 * compares the two before it publishes a remote.
 */
function sharedVersionRecord(shared = createSharedDependencies(), ownCopies = ownLibCopies()) {
  return {
    shared: Object.fromEntries(
      Object.entries(shared).map(([shareKey, config]) => [
        shareKey,
        { version: providedVersion(shareKey, config), requiredVersion: config.requiredVersion, singleton: Boolean(config.singleton) },
      ]),
    ),
    ownCopies: ownCopies.map((lib) => `@sahha/${lib}`),
  };
}

/**
 * Every shared module a remote requires that the shell does not provide in a satisfying version.
 * `satisfy` is the Module Federation runtime's own semver check, so this refuses exactly what the
 * browser would otherwise settle by handing the remote the shell's (too old) singleton.
 */
function unmetSharedNeeds(remoteRecord, shellRecord) {
  const { satisfy } = require('@module-federation/runtime-core');
  const unmet = [];
  for (const [shareKey, need] of Object.entries(remoteRecord.shared)) {
    if (!need.requiredVersion) continue;
    const provided = shellRecord.shared[shareKey];
    if (!provided) {
      unmet.push({ shareKey, requiredVersion: need.requiredVersion, builtWith: need.version, shellVersion: null });
    } else if (!satisfy(provided.version, need.requiredVersion)) {
      unmet.push({ shareKey, requiredVersion: need.requiredVersion, builtWith: need.version, shellVersion: provided.version });
    }
  }
  return unmet;
}

module.exports = {
  createSharedDependencies,
  declaredLibVersions,
  libSources,
  ownLibCopies,
  sharedVersionRecord,
  unmetSharedNeeds,
  sahhaLibRange,
  sharedDependencies: createSharedDependencies(),
  reactRouterAliases,
  repoRoot,
};
