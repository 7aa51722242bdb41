import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const DIST_ROOT = path.resolve(__dirname, '../../dist');

/** sha256 of every file under dist/ by relative path, skipping paths `skip` accepts. */
export function fingerprintDist(skip: (relative: string) => boolean = () => false): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const file of readdirSync(DIST_ROOT, { recursive: true, encoding: 'utf8' })) {
    const relative = file.split(path.sep).join('/');
    const absolute = path.join(DIST_ROOT, file);
    if (skip(relative) || !statSync(absolute).isFile()) continue;
    hashes[relative] = createHash('sha256').update(readFileSync(absolute)).digest('hex');
  }
  return hashes;
}
