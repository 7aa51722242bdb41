import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { expect, type Page, test } from '@playwright/test';
import { REMOTES } from '@sahha/contracts';

import { DIST_ROOT, fingerprintDist } from '../support/dist-fingerprint';

// The tests share one release (a build takes 20 s to over a minute on a busy 2-core machine) and
// rewrite the server's manifest file: one at a time, and the manifest is put back afterwards.
test.describe.configure({ mode: 'serial' });

const repoRoot = path.resolve(__dirname, '../..');
const manifestFile = process.env.E2E_REMOTES_MANIFEST_FILE ?? '';
const version = `e2e-${Date.now()}`;
const releaseDir = path.join(DIST_ROOT, 'releases', 'mf-content', version);
const buildVersionMeta = 'head meta[name="build-version:mf-content"]';
/** A string only @sahha/ui's code contains: finds the remote's own (fallback) copy of the lib. */
const UI_LIB_MARKER = 'data-sahha-head';

const [uiMajor, uiMinor] = (JSON.parse(readFileSync(path.join(repoRoot, 'libs/ui/package.json'), 'utf8')) as { version: string }).version
  .split('.')
  .map(Number);
// The release is built as if from an older commit, one @sahha/ui minor behind the shell
// (a lib still at X.0 can only be simulated at X.0 itself).
const olderUi = `${uiMajor}.${Math.max(uiMinor - 1, 0)}.0`;

let originalManifest = '';

function requestedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

test.beforeAll(() => {
  expect(manifestFile, 'playwright.config.ts must start the server with REMOTES_MANIFEST_FILE').not.toBe('');
  originalManifest = readFileSync(manifestFile, 'utf8');
});

test.afterAll(() => {
  writeFileSync(manifestFile, originalManifest);
  rmSync(releaseDir, { recursive: true, force: true });
  // Leave dist/ as the build made it: drop releases/mf-content and releases/ once empty.
  for (const dir of [path.dirname(releaseDir), path.join(DIST_ROOT, 'releases')]) {
    if (existsSync(dir) && readdirSync(dir).length === 0) rmdirSync(dir);
  }
});

test('mf-content released alone goes live through /remotes.json; the shell and the other remotes stay byte-identical', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator(buildVersionMeta)).not.toHaveAttribute('content', version);

  // Everything already built, the live mf-content included: the release must not change any of it.
  const outsideReleases = (relative: string) => relative.startsWith('releases/');
  const before = fingerprintDist(outsideReleases);
  for (const folder of ['shell', ...REMOTES.map((remote) => remote.folder)]) {
    expect(Object.keys(before).some((file) => file.startsWith(`${folder}/`)), `dist/${folder} must be built`).toBe(true);
  }
  // The README's command: build into dist/releases/mf-content/<version>/ and switch the manifest.
  const release = spawnSync(process.execPath, ['tools/release-remote.mjs', 'mf-content', version, '--manifest', manifestFile], {
    cwd: repoRoot,
    env: { ...process.env, SHARED_LIB_VERSIONS: JSON.stringify({ ui: olderUi }) },
    encoding: 'utf8',
  });
  expect(release.status, `${release.stdout}\n${release.stderr}`).toBe(0);
  expect(fingerprintDist(outsideReleases)).toEqual(before);

  const requests = requestedPaths(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator(buildVersionMeta)).toHaveAttribute('content', version);
  expect(requests).toContain(`/remotes/mf-content/releases/${version}/remoteEntry.js`);
  expect(requests.filter((url) => url.startsWith('/remotes/mf-content/') && !url.includes(`/releases/${version}/`))).toEqual([]);
});

test('a remote built against an older @sahha/ui minor renders with the shell\'s copy and no version warning', async ({ page }) => {
  const remoteEntry = readFileSync(path.join(releaseDir, 'remoteEntry.js'), 'utf8');
  // The share-scope registration in remoteEntry.js reads `("@sahha/ui","<version>",…)`.
  expect(remoteEntry, 'the release declares the older @sahha/ui it was built against').toContain(`"@sahha/ui","${olderUi}"`);
  const ownUiChunks = readdirSync(releaseDir).filter(
    (file) => file.endsWith('.js') && readFileSync(path.join(releaseDir, file), 'utf8').includes(UI_LIB_MARKER),
  );
  expect(ownUiChunks.length, 'the release carries its own @sahha/ui fallback').toBeGreaterThan(0);

  const problems: string[] = [];
  page.on('console', (message) => {
    // The anonymous visitor's session probe (GET /api/user → 401) is expected.
    if (/status of 401/.test(message.text())) return;
    if (message.type() === 'error' || /federation|version|satisf/i.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  const requests = requestedPaths(page);

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator(buildVersionMeta)).toHaveAttribute('content', version);
  expect(requests.filter((url) => ownUiChunks.some((chunk) => url.endsWith(`/${chunk}`)))).toEqual([]);
  expect(problems).toEqual([]);
});
