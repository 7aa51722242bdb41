// Content hashes of every file under a folder, so a build can prove which files it changed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** `{ "shell/index.html": "<sha256>", ... }` relative to `root`, skipping paths `skip` accepts. */
export function fingerprint(root, skip = () => false) {
  const hashes = {};
  if (!existsSync(root)) return hashes;
  for (const file of readdirSync(root, { recursive: true })) {
    const relative = file.split(path.sep).join('/');
    const absolute = path.join(root, file);
    if (skip(relative) || !statSync(absolute).isFile()) continue;
    hashes[relative] = createHash('sha256').update(readFileSync(absolute)).digest('hex');
  }
  return hashes;
}

/** Files added, removed or changed between two fingerprints, sorted. */
export function changedFiles(before, after) {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
