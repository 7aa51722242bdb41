import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
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
// And a release built against the next @sahha/ui minor, which the live shell does not have yet.
const newerUi = `${uiMajor}.${uiMinor + 1}.0`;
const newerVersion = `${version}-newer-ui`;
const newerReleaseDir = path.join(DIST_ROOT, 'releases', 'mf-content', newerVersion);
/** The newer @sahha/ui, as a later commit's libs/ui would be (inside the repo so its imports resolve). */
const newerUiFolder = path.join(repoRoot, 'test-results', `newer-ui-${version}`);
const NEWER_UI_ATTRIBUTE = 'data-ui-version';
/** mf-catalog released alone: its product pages are server-rendered, from the release's own server bundle. */
const catalogVersion = `${version}-catalog`;
const catalogReleaseDir = path.join(DIST_ROOT, 'releases', 'mf-catalog', catalogVersion);

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
  rmSync(newerReleaseDir, { recursive: true, force: true });
  rmSync(newerUiFolder, { recursive: true, force: true });
  rmSync(catalogReleaseDir, { recursive: true, force: true });
  // Leave dist/ as the build made it: drop releases/mf-content, releases/mf-catalog and releases/ once empty.
  for (const dir of [path.dirname(releaseDir), path.dirname(catalogReleaseDir), path.join(DIST_ROOT, 'releases')]) {
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

/**
 * Copies libs/ui as version `newerUi` whose Container also carries `data-ui-version`: a newer
 * export that only a page rendered with this copy can show.
 */
function writeNewerUi(): void {
  cpSync(path.join(repoRoot, 'libs/ui'), newerUiFolder, { recursive: true, filter: (source) => !/node_modules|coverage/.test(source) });
  const packageFile = path.join(newerUiFolder, 'package.json');
  writeFileSync(packageFile, JSON.stringify({ ...JSON.parse(readFileSync(packageFile, 'utf8')), version: newerUi }, null, 2));
  renameSync(path.join(newerUiFolder, 'src/index.ts'), path.join(newerUiFolder, 'src/released-index.ts'));
  writeFileSync(
    path.join(newerUiFolder, 'src/index.ts'),
    "export * from './released-index';\nexport { Container } from './newer-container';\n",
  );
  writeFileSync(
    path.join(newerUiFolder, 'src/newer-container.ts'),
    [
      "import styled from 'styled-components';",
      "import { Container as ReleasedContainer } from './released-index';",
      `export const Container = styled(ReleasedContainer).attrs({ '${NEWER_UI_ATTRIBUTE}': '${newerUi}' })\`\`;`,
      '',
    ].join('\n'),
  );
}

function releaseNewer(extraEnv: Record<string, string>) {
  return spawnSync(process.execPath, ['tools/release-remote.mjs', 'mf-content', newerVersion, '--manifest', manifestFile], {
    cwd: repoRoot,
    env: { ...process.env, SHARED_LIB_SOURCES: JSON.stringify({ ui: newerUiFolder }), ...extraEnv },
    encoding: 'utf8',
  });
}

test('a remote that needs a newer @sahha/ui than the live shell is refused, naming the lib and both versions; the manifest stays', () => {
  writeNewerUi();
  const manifestBefore = readFileSync(manifestFile, 'utf8');
  const release = releaseNewer({});
  expect(release.status, `${release.stdout}\n${release.stderr}`).not.toBe(0);
  expect(release.stderr).toContain(
    `@sahha/ui: mf-content is built against ${newerUi} (requires >=${newerUi} <${uiMajor + 1}.0.0); the live shell provides ${uiMajor}.${uiMinor}.0`,
  );
  expect(readFileSync(manifestFile, 'utf8')).toBe(manifestBefore);
  expect(existsSync(newerReleaseDir), 'refused before building').toBe(false);
});

test('built with its own @sahha/ui copy, the newer remote is released and its page renders with the newer lib', async ({ page }) => {
  test.setTimeout(180_000);
  const release = releaseNewer({ OWN_LIB_COPIES: 'ui' });
  expect(release.status, `${release.stdout}\n${release.stderr}`).toBe(0);
  const record = JSON.parse(readFileSync(path.join(newerReleaseDir, 'shared-versions.json'), 'utf8')) as { shared: object; ownCopies: string[] };
  expect(record.ownCopies).toEqual(['@sahha/ui']);
  expect(Object.keys(record.shared)).not.toContain('@sahha/ui');
  // Not offered to the share scope, so the shell and the other remotes keep the shell's copy.
  expect(readFileSync(path.join(newerReleaseDir, 'remoteEntry.js'), 'utf8')).not.toContain('"@sahha/ui"');

  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (/status of 401/.test(message.text())) return;
    if (message.type() === 'error' || /federation|satisf/i.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator(buildVersionMeta)).toHaveAttribute('content', newerVersion);
  await expect(page.locator(`main [${NEWER_UI_ATTRIBUTE}="${newerUi}"]`).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('mf-catalog released alone: its product page is server-rendered by the release’s server bundle and taken over by the release', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const release = spawnSync(process.execPath, ['tools/release-remote.mjs', 'mf-catalog', catalogVersion, '--manifest', manifestFile], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  expect(release.status, `${release.stdout}\n${release.stderr}`).toBe(0);
  expect(existsSync(path.join(catalogReleaseDir, 'server', 'remoteEntry.js'))).toBe(true);

  // The request that first names the release starts loading its server bundle and may be sent
  // unrendered meanwhile (over the 150 ms budget); the ones after it are rendered from it.
  const releaseAssets = `/remotes/mf-catalog/releases/${catalogVersion}/assets/`;
  await expect(async () => {
    const html = await (await page.request.get('/products/vitamin-d')).text();
    expect(html).toContain('<div id="root" data-prerendered="">');
    expect(html).toContain(`src="${releaseAssets}`);
  }).toPass({ timeout: 30_000 });

  await page.goto('/products/vitamin-d');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('head meta[name="build-version:mf-catalog"]')).toHaveAttribute('content', catalogVersion);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Vitamin D/);
});
