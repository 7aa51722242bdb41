import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { AdminCatalogResponse, OfferChangesResponse } from '@sahha/contracts/catalog-admin';

import { CATALOG_IMPORT_USAGE, parseImportArgs, runCatalogImport } from '../src/catalog/admin/catalog-import-command';
import { useAppWithAdmin } from './app-with-admin';
import { testDatabases } from './test-databases';

const ADMIN_EMAIL = 'import.admin@sahha.ae';
const feedFixture = readFileSync(join(__dirname, 'fixtures/feeds/noon-feed.tsv'), 'utf8');

function captured() {
  const lines: string[] = [];
  return { lines, output: { log: (line: string) => lines.push(line), error: (line: string) => lines.push(`! ${line}`) } };
}

describe('parseImportArgs', () => {
  it('reads --retailer, --file and --apply in any order and refuses anything else', () => {
    expect(parseImportArgs(['--file', 'f.tsv', '--apply', '--retailer', 'noon-ae'])).toEqual({ retailer: 'noon-ae', file: 'f.tsv', apply: true });
    expect(parseImportArgs(['--retailer', 'noon-ae'])).toBeNull();
    expect(parseImportArgs(['--retailer', 'noon-ae', '--file', 'f', '--force'])).toBeNull();
  });
});

describe.each(testDatabases())('npm run catalog:import on $name', (db) => {
  const setup = useAppWithAdmin(db, { adminEmail: ADMIN_EMAIL });
  const folder = mkdtempSync(join(tmpdir(), 'sahha-feed-'));
  const file = (name: string, content: string) => {
    const path = join(folder, name);
    writeFileSync(path, content);
    return path;
  };
  const env = (): NodeJS.ProcessEnv => ({
    LOG_LEVEL: 'silent',
    DATABASE_URL: setup.database.type === 'mysql' ? setup.database.url : `sqlite:${setup.database.path}`,
  });

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const noonZinc = async () =>
    ((await setup.admin.agent.get('/api/admin/catalog').expect(200)).body as AdminCatalogResponse).offers.find((offer) => offer.productKey === 'zinc' && offer.retailerKey === 'noon-ae');

  it('answers 2 with the usage on bad arguments or an unknown store', async () => {
    const { lines, output } = captured();
    expect(await runCatalogImport(['--retailer', 'noon-ae'], env(), output)).toBe(2);
    expect(lines).toEqual([`! ${CATALOG_IMPORT_USAGE}`]);
    expect(await runCatalogImport(['--retailer', 'evil-shop', '--file', file('a.tsv', feedFixture)], env(), output)).toBe(2);
    expect(lines.at(-1)).toBe('! Unknown store "evil-shop"');
  });

  it('previews without writing and answers 1 while items are not confirmed', async () => {
    const before = await noonZinc();
    const { lines, output } = captured();
    expect(await runCatalogImport(['--retailer', 'noon-ae', '--file', file('feed.tsv', feedFixture)], env(), output)).toBe(1);
    expect(lines).toEqual([
      'TSV feed: 3 readable rows, 0 errors',
      'Applying would create 0 offers, change 0, leave 0 unchanged and not import 0',
      'Not confirmed yet: 2 suggested, 1 unmatched (confirm them once in the admin Catalog area)',
    ]);
    expect(await runCatalogImport(['--retailer', 'noon-ae', '--file', file('feed.tsv', feedFixture), '--apply'], env(), output)).toBe(1);
    expect(lines).toContain('! row 1, match: Choose which of our products this item is, or leave it out; a suggestion is applied only once confirmed');
    expect(await noonZinc()).toEqual(before);
  });

  it('applies once the matches are confirmed in the Catalog area, recorded as the job', async () => {
    await setup.admin.send('post', '/api/admin/catalog/feed/apply', { retailerKey: 'noon-ae', content: feedFixture, matches: { 'N-ZINC-50': 'zinc', 'N-MAG-200': 'magnesium', 'N-BANANA': null } }, 200);
    const { lines, output } = captured();
    const path = file('next.tsv', feedFixture.replace('39.00 AED', '35.25 AED'));
    expect(await runCatalogImport(['--retailer', 'noon-ae', '--file', path], env(), output)).toBe(0);
    expect(await runCatalogImport(['--retailer', 'noon-ae', '--file', path, '--apply'], env(), output)).toBe(0);
    expect(lines.at(-1)).toBe('Applied: 0 created, 1 changed, 1 unchanged, 1 not imported');
    expect(await noonZinc()).toMatchObject({ price: 35.25 });
    const { changes } = (await setup.admin.agent.get('/api/admin/catalog/changes?productKey=zinc&retailerKey=noon-ae').expect(200)).body as OfferChangesResponse;
    expect(changes[0]).toMatchObject({ price: 35.25, source: 'cli', changedBy: 'cli' });
  });

  it('answers 1 and names the row and field when one row is bad, applying nothing', async () => {
    const before = await noonZinc();
    const { lines, output } = captured();
    const bad = feedFixture.replace('39.00 AED', '12.00 AED').replace('1,049.50 AED', '1,049.50 EUR');
    expect(await runCatalogImport(['--retailer', 'noon-ae', '--file', file('bad.tsv', bad), '--apply'], env(), output)).toBe(1);
    expect(lines).toContain('! row 2, price: The price is in EUR; only AED prices can be imported');
    expect(await noonZinc()).toEqual(before);
  });
});
