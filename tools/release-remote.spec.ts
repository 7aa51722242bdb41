import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..');

/** Runs the release tool; every case here is refused before any build starts. */
function releaseWith(env: Record<string, string>, ...args: string[]): { status: number | null; stderr: string } {
  const result = spawnSync(process.execPath, ['tools/release-remote.mjs', ...args], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: result.status, stderr: result.stderr };
}

const release = (...args: string[]) => releaseWith({}, ...args);

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
    expect(result.stderr).toContain('usage: <remote> <version> [--manifest <file>] [--shell <folder>]');
  });
});

describe('tools/release-remote.mjs compares what the remote needs with what the live shell provides', () => {
  const libVersion = (lib: string): string =>
    (JSON.parse(readFileSync(path.join(repoRoot, 'libs', lib, 'package.json'), 'utf8')) as { version: string }).version;
  const LIVE_MANIFEST = '{"mf_content":"/remotes/mf-content/remoteEntry.js"}\n';
  let shellFolder = '';
  let manifestFile = '';

  /** A shell build's shared-versions.json, as the repository's libs are today but for `ui`. */
  function writeShellRecord(uiVersion: string): void {
    const script = `
      const { createSharedDependencies, declaredLibVersions, sharedVersionRecord } = require('./libs/mf-runtime/webpack/shared-dependencies.js');
      const versions = { ...declaredLibVersions({}), ui: process.argv[1] };
      console.log(JSON.stringify({ app: 'shell', ...sharedVersionRecord(createSharedDependencies(versions, []), []) }));
    `;
    const result = spawnSync(process.execPath, ['-e', script, uiVersion], { cwd: repoRoot, encoding: 'utf8' });
    writeFileSync(path.join(shellFolder, 'shared-versions.json'), result.stdout);
  }

  beforeEach(() => {
    shellFolder = mkdtempSync(path.join(tmpdir(), 'release-remote-shell-'));
    manifestFile = path.join(shellFolder, 'remotes.json');
    writeFileSync(manifestFile, LIVE_MANIFEST);
  });
  afterEach(() => rmSync(shellFolder, { recursive: true, force: true }));

  it('refuses a remote built against a newer @sahha/ui than the shell, naming the lib and both versions, before building', () => {
    const [major, minor] = libVersion('ui').split('.').map(Number);
    const newer = `${major}.${minor + 1}.0`;
    writeShellRecord(libVersion('ui'));
    const result = releaseWith({ SHARED_LIB_VERSIONS: JSON.stringify({ ui: newer }) }, 'mf-content', 'jest-newer-ui', '--manifest', manifestFile, '--shell', shellFolder);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`@sahha/ui: mf-content is built against ${newer} (requires >=${newer} <${major + 1}.0.0); the live shell provides ${libVersion('ui')}`);
    expect(result.stderr).toContain('OWN_LIB_COPIES=<lib>');
    expect(readFileSync(manifestFile, 'utf8')).toBe(LIVE_MANIFEST);
    expect(existsSync(path.join(repoRoot, 'dist/releases/mf-content/jest-newer-ui'))).toBe(false);
  });

  it('refuses when the live shell is older than the repository\'s libs', () => {
    writeShellRecord('0.0.1');
    const result = release('mf-content', 'jest-old-shell', '--shell', shellFolder);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`@sahha/ui: mf-content is built against ${libVersion('ui')}`);
    expect(result.stderr).toContain('the live shell provides 0.0.1');
  });

  it('refuses when the live shell has no record of what it shares', () => {
    const result = release('mf-content', 'jest-no-record', '--shell', shellFolder);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('shared-versions.json is missing: build the shell that is live first');
  });

  it('refuses an own copy of a lib that holds state every module must share', () => {
    writeShellRecord(libVersion('ui'));
    const result = releaseWith({ OWN_LIB_COPIES: 'store' }, 'mf-content', 'jest-own-store', '--shell', shellFolder);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('OWN_LIB_COPIES: store cannot be an own copy (allowed: contracts, ui)');
  });
});
