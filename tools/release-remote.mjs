#!/usr/bin/env node
// Releases one remote without touching anything else:
//   node tools/release-remote.mjs <remote> <version> [--manifest <file>] [--shell <folder>]
// builds <remote> with BUILD_VERSION=<version> into dist/releases/<remote>/<version>/ (served at
// /remotes/<remote>/releases/<version>/), checks that no other file under dist/ changed, and with
// --manifest points that remote's entry in the manifest file (REMOTES_MANIFEST_FILE) at the
// release. The manifest is replaced atomically: the API reads it on every request.
// Before building, it refuses a remote that needs a newer shared lib (or package) than the live
// shell provides (<shell folder>/shared-versions.json, written by the shell's build; --shell,
// default dist/shell): the shell's singleton is loaded first, so the remote would silently run
// the older copy. A remote built with OWN_LIB_COPIES=<lib> bundles its own copy of that lib
// instead and is not refused for it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { changedFiles, fingerprint } from './dist-fingerprint.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
// Same rule as REMOTE_RELEASE_VERSION_PATTERN in libs/contracts/src/routes.ts (the API enforces that one).
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;
const remoteFolders = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).workspaces.filter((workspace) =>
  /^mf-[a-z]+$/.test(workspace),
);

function fail(message) {
  console.error(`release-remote: ${message}`);
  process.exit(1);
}

const [folder, version, ...rest] = process.argv.slice(2);
if (!remoteFolders.includes(folder)) fail(`first argument must be one of ${remoteFolders.join(', ')}`);
if (!version || !VERSION_PATTERN.test(version)) fail('second argument must be a version such as 2026.11.23-1 (letters, digits, . _ -)');
const USAGE = 'usage: <remote> <version> [--manifest <file>] [--shell <folder>]';
const options = {};
for (let index = 0; index < rest.length; index += 2) {
  const [option, value] = [rest[index], rest[index + 1]];
  if (!['--manifest', '--shell'].includes(option) || !value || option in options) fail(USAGE);
  options[option] = path.resolve(value);
}
const manifestFile = options['--manifest'] ?? null;
if (manifestFile && !existsSync(manifestFile)) fail(`${manifestFile} does not exist (save the current /remotes.json there first)`);
// The live shell's build: the API serves dist/shell; elsewhere (a shell container) pass its folder.
const shellFolder = options['--shell'] ?? path.join(repoRoot, 'dist', 'shell');

const distRoot = path.join(repoRoot, 'dist');
const releaseDir = path.join(distRoot, 'releases', folder, version);
const releasePrefix = `releases/${folder}/${version}/`;
// A published version is immutable (browsers cache its chunks forever): a new build needs a new version.
if (existsSync(releaseDir)) fail(`${path.relative(repoRoot, releaseDir)} exists already; pick a new version`);

// The same shared config the build below computes from the same environment
// (SHARED_LIB_VERSIONS, SHARED_LIB_SOURCES, OWN_LIB_COPIES).
const sharedDependencies = require('../libs/mf-runtime/webpack/shared-dependencies.js');
const shellRecordFile = path.join(shellFolder, 'shared-versions.json');
if (!existsSync(shellRecordFile)) fail(`${path.relative(repoRoot, shellRecordFile)} is missing: build the shell that is live first (npx nx build shell)`);
let remoteRecord;
try {
  remoteRecord = sharedDependencies.sharedVersionRecord();
} catch (error) {
  fail(error.message);
}
const unmet = sharedDependencies.unmetSharedNeeds(remoteRecord, JSON.parse(readFileSync(shellRecordFile, 'utf8')));
if (unmet.length > 0) {
  const lines = unmet.map(({ shareKey, requiredVersion, builtWith, shellVersion }) =>
    shellVersion
      ? `  ${shareKey}: ${folder} is built against ${builtWith} (requires ${requiredVersion}); the live shell provides ${shellVersion}`
      : `  ${shareKey}: ${folder} is built against ${builtWith} (requires ${requiredVersion}); the live shell does not share it`,
  );
  fail(
    `${folder} needs shared modules the live shell (${path.relative(repoRoot, shellRecordFile)}) does not provide:\n${lines.join('\n')}\n` +
      'Release the shell with the newer lib first, or build the remote with its own copy: OWN_LIB_COPIES=<lib> (ui, contracts).',
  );
}

const outsideRelease = (relative) => relative.startsWith(releasePrefix);
const before = fingerprint(distRoot, outsideRelease);
const build = spawnSync(
  process.execPath,
  [require.resolve('webpack-cli/bin/cli.js'), '-c', path.join(repoRoot, folder, 'webpack.config.js'), '--mode', 'production', '--env', `outputPath=${releaseDir}`],
  { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, BUILD_VERSION: version } },
);
if (build.status !== 0) fail(`build of ${folder} failed`);
if (!existsSync(path.join(releaseDir, 'remoteEntry.js'))) fail(`${releaseDir} has no remoteEntry.js`);
// A remote with server-rendered pages (mf-catalog) carries its server bundle in the release, found by the API from the manifest entry.
if (existsSync(path.join(repoRoot, 'dist', folder, 'server')) && !existsSync(path.join(releaseDir, 'server', 'remoteEntry.js'))) {
  fail(`${releaseDir} has no server/remoteEntry.js: its pages would be rendered in the browser only`);
}
const touched = changedFiles(before, fingerprint(distRoot, outsideRelease));
if (touched.length > 0) fail(`the build changed files outside its release folder: ${touched.join(', ')}`);

const entryUrl = `/remotes/${folder}/releases/${version}/remoteEntry.js`;
if (manifestFile) {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest[folder.replace('-', '_')] = entryUrl;
  const temporary = `${manifestFile}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(temporary, manifestFile);
  console.log(`release-remote: ${manifestFile} now points ${folder} at ${entryUrl}`);
} else {
  console.log(`release-remote: built ${entryUrl}; point "${folder.replace('-', '_')}" in the manifest at it to go live`);
}
