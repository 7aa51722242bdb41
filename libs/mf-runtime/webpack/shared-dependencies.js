// The one definition of what host and remotes share. Every module must resolve these to a
// single instance at run time: two Reacts break hooks, two stores split state, two styled-
// components lose the theme. Ranges come from the root package.json so a remote built against
// an older minor still accepts the host's copy.
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

function libVersion(lib) {
  return require(path.join(repoRoot, 'libs', lib, 'package.json')).version;
}

const sharedDependencies = Object.fromEntries([
  singleton('react'),
  singleton('react', 'react/jsx-runtime'),
  singleton('react-dom'),
  singleton('react-dom', 'react-dom/client'),
  ...reactRouterSubset(),
  singleton('styled-components'),
  ['@sahha/contracts/schemas', { singleton: true, version: libVersion('contracts'), requiredVersion: false }],
  ...sahhaLibs.map((lib) => [
    `@sahha/${lib}`,
    { singleton: true, version: libVersion(lib), requiredVersion: `^${libVersion(lib).split('.')[0]}.${libVersion(lib).split('.')[1]}.0` },
  ]),
]);

module.exports = { sharedDependencies, reactRouterAliases, repoRoot };
