// The one definition of what host and remotes share. Every module must resolve these to a
// single instance at run time: two Reacts break hooks, two stores split state, two styled-
// components lose the theme. Ranges come from the root package.json so a remote built against
// an older minor still accepts the host's copy.
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

function libVersion(lib) {
  return require(path.join(repoRoot, 'libs', lib, 'package.json')).version;
}

const sharedDependencies = Object.fromEntries([
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
  ['@sahha/contracts/schemas', { singleton: true, version: libVersion('contracts'), requiredVersion: false }],
  ...sahhaLibs.map((lib) => [
    `@sahha/${lib}`,
    { singleton: true, version: libVersion(lib), requiredVersion: `^${libVersion(lib).split('.')[0]}.${libVersion(lib).split('.')[1]}.0` },
  ]),
]);

module.exports = { sharedDependencies, repoRoot };
