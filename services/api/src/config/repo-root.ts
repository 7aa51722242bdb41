import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The same code runs from source (jest: services/api/src/config) and from the bundle (dist/api),
 * so paths are anchored on the folder that holds nx.json rather than on __dirname.
 */
export function findRepoRoot(start: string = __dirname, fallback: string = process.cwd()): string {
  let current = resolve(start);
  for (;;) {
    if (existsSync(join(current, 'nx.json'))) return current;
    const parent = dirname(current);
    if (parent === current) return resolve(fallback);
    current = parent;
  }
}
