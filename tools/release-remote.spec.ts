import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..');

/** Runs the release tool; every case here is refused before any build starts. */
function release(...args: string[]): { status: number | null; stderr: string } {
  const result = spawnSync(process.execPath, ['tools/release-remote.mjs', ...args], { cwd: repoRoot, encoding: 'utf8' });
  return { status: result.status, stderr: result.stderr };
}

describe('tools/release-remote.mjs refuses before building', () => {
  it.each([['shell'], ['../mf-content']])('a module that is not a remote: %s', (folder) => {
    const result = release(folder, '1.0.0');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('first argument must be one of mf-quiz, mf-tracker, mf-catalog, mf-content, mf-admin');
  });

  it.each([['..'], ['1.0.0/x'], ['.hidden']])('the version %p', (version) => {
    const result = release('mf-content', version);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('second argument must be a version');
  });

  it('a version that was published already, because its files are cached as immutable', () => {
    const existing = path.join(repoRoot, 'dist/releases/mf-content/jest-existing-release');
    mkdirSync(existing, { recursive: true });
    try {
      const result = release('mf-content', 'jest-existing-release');
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('exists already; pick a new version');
    } finally {
      rmSync(path.join(repoRoot, 'dist/releases/mf-content/jest-existing-release'), { recursive: true, force: true });
    }
  });

  it('a manifest file that does not exist, so the build is not wasted', () => {
    const result = release('mf-content', '1.0.0', '--manifest', 'dist/no-such-manifest.json');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('no-such-manifest.json does not exist');
  });

  it('an unknown option instead of --manifest <file>', () => {
    const result = release('mf-content', '1.0.0', '--manifset', 'x.json');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('usage: <remote> <version> [--manifest <file>]');
  });
});
