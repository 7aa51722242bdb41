// Import time of a 10,000-row merchant feed (issue M item 2) and the product page's p99 while it
// runs, on the built API with a throw-away SQLite database:
//   node tools/measure/feed-import.mjs            (after `npx nx build api`)
// FEED_ROWS changes the feed size; FEED_API_DIR=<folder> measures another build of dist/api.
// Prints the figures and the machine line for docs/quality.md.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { machineLine, repoRoot, startBuiltApi } from './built-api.mjs';
import { createClient } from './http-client.mjs';

const ROWS = Number(process.env.FEED_ROWS ?? 10_000);
const API_DIR = path.resolve(repoRoot, process.env.FEED_API_DIR ?? 'dist/api');
const ADMIN = { name: 'Feed Measure', email: 'feed.measure@example.com', password: 'Xylophone-Saffron-42' };
const PRODUCT_PATH = '/api/products/zinc';
const CONCURRENCY = 4;

/** A noon feed: the first 18 items are our products (matched by the admin), the rest other goods (left out). */
function feed(products) {
  const lines = ['id\ttitle\tlink\tprice\tavailability\tgtin\tbrand'];
  for (let i = 0; i < ROWS; i += 1) {
    const title = i < products.length ? `${products[i].name} 60 capsules` : `Household item number ${i}`;
    lines.push(`N-${i}\t${title}\thttps://www.noon.com/uae-en/item-${i}/N${i}/p/\t${(i % 400) + 9}.${String(i % 100).padStart(2, '0')} AED\t${i % 7 === 0 ? 'out_of_stock' : 'in_stock'}\t\tBrand ${i % 50}`);
  }
  return lines.join('\n');
}

function percentile(sorted, p) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Product page latencies from CONCURRENCY loops until `until` settles (or for `ms` when it is a number). */
async function productLatencies(baseUrl, until) {
  const times = [];
  let done = false;
  const stop = typeof until === 'number' ? new Promise((resolve) => setTimeout(resolve, until)) : until;
  stop.then(() => (done = true), () => (done = true));
  const loop = async () => {
    while (!done) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}${PRODUCT_PATH}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${PRODUCT_PATH} → ${response.status}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all([...Array.from({ length: CONCURRENCY }, loop), stop]);
  return times.sort((a, b) => a - b);
}

const summary = (label, times) =>
  `${label}: ${times.length} requests, p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms`;

const api = await startBuiltApi({ NODE_PATH: path.join(repoRoot, 'node_modules'), THROTTLE_AUTH_LIMIT: '1000' }, { entry: path.join(API_DIR, 'main.js') });
try {
  const client = createClient(api.baseUrl);
  let token = await client.csrfToken();
  await client.call('POST', '/api/register', { body: ADMIN, csrfToken: token });
  const grant = spawnSync(process.execPath, [path.join(API_DIR, 'admin-grant.js'), ADMIN.email], {
    env: { ...process.env, NODE_PATH: path.join(repoRoot, 'node_modules'), DATABASE_URL: `sqlite:${api.databasePath}`, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (grant.status !== 0) throw new Error(`admin-grant failed: ${grant.stderr}`);
  token = await client.csrfToken();
  await client.call('POST', '/api/login', { body: { email: ADMIN.email, password: ADMIN.password }, csrfToken: token });
  token = await client.csrfToken();

  const { products } = await client.call('GET', '/api/admin/catalog');
  const content = feed(products);
  const matches = Object.fromEntries(Array.from({ length: ROWS }, (_, i) => [`N-${i}`, i < products.length ? products[i].key : null]));
  const request = (body) => client.call('POST', '/api/admin/catalog/feed/apply', { body, csrfToken: token });
  console.log(`Feed: ${ROWS} rows, ${(content.length / 1e6).toFixed(2)} M characters; ${machineLine()}`);

  await productLatencies(api.baseUrl, 1000); // warm-up
  console.log(summary('GET /api/products/zinc, idle', await productLatencies(api.baseUrl, 5000)));

  let started = performance.now();
  const preview = client.call('POST', '/api/admin/catalog/feed/preview', { body: { retailerKey: 'noon-ae', content }, csrfToken: token });
  const duringPreview = await productLatencies(api.baseUrl, preview);
  const shown = await preview;
  console.log(`Preview (no matches confirmed yet): ${(performance.now() - started).toFixed(0)} ms, ${shown.rows.length} rows, ${shown.errors.length} errors`);
  console.log(summary('  product page meanwhile', duringPreview));

  for (const [label, body] of [
    ['First apply (10,000 choices sent and remembered)', { retailerKey: 'noon-ae', content, matches }],
    ['Next apply (remembered matches, prices changed)', { retailerKey: 'noon-ae', content: content.replace(/\.(\d\d) AED/g, '.$1 aed') .replace(/\t(\d+)\.(\d\d) aed/g, (_, whole, cents) => `\t${Number(whole) + 1}.${cents} AED`) }],
  ]) {
    started = performance.now();
    const applying = request(body);
    const during = await productLatencies(api.baseUrl, applying);
    const result = await applying;
    console.log(`${label}: ${(performance.now() - started).toFixed(0)} ms → ${JSON.stringify(result)}`);
    console.log(summary('  product page meanwhile', during));
  }
  console.log(machineLine());
} finally {
  await api.stop();
}
