// The one definition of what host and remotes share. Every module must resolve these to a
// single instance at run time: two Reacts break hooks, two stores split state, two styled-
// components lose the theme. Package ranges come from the root package.json; an @sahha/* lib
// accepts any copy of the same major at or above the minor the module was built against, so a
// remote built against an older minor still takes the host's (newer) copy without a warning.
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
    singleton('react-router-dom'),
    singleton('react-router-dom', 'react-router'),
    singleton('react-redux'),
    singleton('@reduxjs/toolkit'),
    singleton('@reduxjs/toolkit', '@reduxjs/toolkit/query'),
    singleton('@reduxjs/toolkit', '@reduxjs/toolkit/query/react'),
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
  repoRoot,
};
