#!/usr/bin/env node
// `node tools/check-independent-build.mjs <project>`: runs `nx build <project>` (cache skipped, so
// it really builds) and fails if any file under dist/ outside dist/<project>/ changed — each
// module must be releasable alone. Run after a full build, when the other outputs exist.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { changedFiles, fingerprint } from './dist-fingerprint.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const project = process.argv[2];
if (!project || !/^[a-z-]+$/.test(project)) {
  console.error('usage: node tools/check-independent-build.mjs <project>');
  process.exit(1);
}

const distRoot = path.join(repoRoot, 'dist');
const ownOutput = (relative) => relative.startsWith(`${project}/`);
const others = fingerprint(distRoot, ownOutput);
if (Object.keys(others).length === 0) {
  console.error('dist/ holds no other build output to compare: run the full build first');
  process.exit(1);
}

// --skip-nx-cache: a cache hit would only restore files and prove nothing about the build.
const build = spawnSync('npx', ['nx', 'build', project, '--skip-nx-cache', '--outputStyle=static'], { cwd: repoRoot, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

if (!existsSync(path.join(distRoot, project, 'remoteEntry.js'))) {
  console.error(`nx build ${project} left no dist/${project}/remoteEntry.js: nothing was proven`);
  process.exit(1);
}
const touched = changedFiles(others, fingerprint(distRoot, ownOutput));
if (touched.length > 0) {
  console.error(`nx build ${project} changed files of other modules:\n  ${touched.join('\n  ')}`);
  process.exit(1);
}
console.log(`nx build ${project} changed no file outside dist/${project}/ (${Object.keys(others).length} files compared)`);
