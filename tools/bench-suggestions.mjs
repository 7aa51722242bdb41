#!/usr/bin/env node
// `node tools/bench-suggestions.mjs` (after `npx nx build api`): the picker of quiz steps 8 and 9 (POST /api/quiz/suggestions)
// against the built API. 20 users type names letter by letter (English, brands, typos, Arabic
// script, transliteration, lay phrases); each user's picker asks at most once per debounce
// interval on its own keep-alive connection, as a browser does. The bar (docs/quality.md): p99 ≤
// 50 ms with every answer 2xx, else exit 1. Then the same 20 connections flat out, reported only.
// BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 20).
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import autocannon from 'autocannon';
import { machineLine, startBuiltApi } from './measure/built-api.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const MAX_P99_MS = 50;
/** mf-quiz use-concept-suggestions: one call per pause of this length while typing. */
const DEBOUNCE_MS = 250;

/** What people type, as it grows letter by letter. */
const NAMES = [
  ['medications', 'warfrin'],
  ['medications', 'Marevan'],
  ['medications', 'xeralto'],
  ['medications', 'glucophage'],
  ['medications', 'وارفارين'],
  ['medications', 'blood thinner'],
  ['medications', 'water pills'],
  ['medications', 'levothyroxin'],
  ['healthInfo', 'pregnant'],
  ['healthInfo', '7amel'],
  ['healthInfo', 'السكري'],
  ['healthInfo', 'kidny disease'],
  ['healthInfo', 'thalassemia'],
];
const FRAGMENTS = NAMES.flatMap(([field, name]) => Array.from({ length: name.length - 1 }, (_, i) => [field, name.slice(0, i + 2)]));

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function typingUsers(baseUrl, headers) {
  const latencies = [];
  let failed = 0;
  const end = performance.now() + DURATION_S * 1000;
  const user = async (index) => {
    await delay((DEBOUNCE_MS / CONNECTIONS) * index);
    for (let i = index * 7; performance.now() < end; i++) {
      const [field, q] = FRAGMENTS[i % FRAGMENTS.length];
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/quiz/suggestions`, { method: 'POST', headers, body: JSON.stringify({ field, q }) });
      await response.arrayBuffer();
      const took = performance.now() - started;
      latencies.push(took);
      if (!response.ok) failed += 1;
      await delay(Math.max(0, DEBOUNCE_MS - took));
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => user(i)));
  latencies.sort((a, b) => a - b);
  return { failed, perSecond: Math.round(latencies.length / DURATION_S), p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies[latencies.length - 1] };
}

async function main() {
  const api = await startBuiltApi({ THROTTLE_RECOGNITION_LIMIT: '100000000', LOG_LEVEL: 'info' });
  try {
    const tokenResponse = await fetch(`${api.baseUrl}/api/csrf-token`);
    const cookie = tokenResponse.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const { token } = await tokenResponse.json();
    const headers = { cookie, 'x-csrf-token': token, 'content-type': 'application/json' };
    const requests = FRAGMENTS.map(([field, q]) => ({ method: 'POST', path: '/api/quiz/suggestions', headers, body: JSON.stringify({ field, q }) }));
    await autocannon({ url: api.baseUrl, connections: CONNECTIONS, duration: 2, requests });
    const typing = await typingUsers(api.baseUrl, headers);
    const flatOut = await autocannon({ url: api.baseUrl, connections: CONNECTIONS, duration: DURATION_S, requests });
    const failed = typing.failed + flatOut.non2xx + flatOut.errors + flatOut.timeouts;
    console.log(machineLine());
    console.log(
      `POST /api/quiz/suggestions, ${CONNECTIONS} users typing (one call per ${DEBOUNCE_MS} ms each) × ${DURATION_S} s: ${typing.perSecond} req/s, p50 ${typing.p50.toFixed(1)} ms, p99 ${typing.p99.toFixed(1)} ms, max ${typing.max.toFixed(1)} ms`,
    );
    console.log(`POST /api/quiz/suggestions, ${CONNECTIONS} connections flat out × ${DURATION_S} s: ${Math.round(flatOut.requests.average)} req/s, p50 ${flatOut.latency.p50} ms, p99 ${flatOut.latency.p99} ms`);
    console.log(`${failed} answers not 2xx`);
    if (failed > 0 || typing.p99 > MAX_P99_MS) {
      console.error(`FAIL: p99 must be ≤ ${MAX_P99_MS} ms with every answer 2xx`);
      process.exitCode = 1;
    }
  } finally {
    await api.stop();
  }
}

await main();
