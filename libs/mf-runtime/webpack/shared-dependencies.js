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

function libVersion(lib) {
  return require(path.join(repoRoot, 'libs', lib, 'package.json')).version;
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
  return Object.fromEntries(sahhaLibs.map((lib) => [lib, overrides[lib] ?? libVersion(lib)]));
}

function createSharedDependencies(libVersions = declaredLibVersions()) {
  return Object.fromEntries([
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
}

module.exports = {
  createSharedDependencies,
  declaredLibVersions,
  sahhaLibRange,
  sharedDependencies: createSharedDependencies(),
  reactRouterAliases,
  repoRoot,
};
