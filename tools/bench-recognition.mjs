#!/usr/bin/env node
// `npm run bench:recognition`: the live recognition call of quiz steps 8 and 9 (POST
// /api/quiz/recognise) against the built API, with realistic medicine and health text in English,
// Arabic script and transliteration. Two runs:
// - 20 concurrent users typing: each user's box asks at most once per 400 ms debounce, so each of
//   the 20 connections sends 2.5 requests a second; this is the QUALITY.md bar: exits 1 when p99
//   is over 20 ms or any answer was not 2xx;
// - the same 20 connections flat out, for the throughput the process can give (reported only).
//   BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 20).
import autocannon from 'autocannon';
import { machineLine, startBuiltApi } from './measure/built-api.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const MAX_P99_MS = 20;
/** One request per debounce interval (mf-quiz use-recognition: 400 ms) per typing user. */
const TYPING_RATE_PER_USER = 1000 / 400;

/** What people type, long and short, including text we cannot identify. */
const TEXTS = [
  ['medications', 'Concor 5mg, Glucophage 1000 bd, Lipitor 20 and aspirin 81'],
  ['medications', 'warfrin 5 mg daily'],
  ['medications', 'وارفارين و حبوب الضغط والسكر'],
  ['medications', 'pills for BP and sugar, dont remember the names'],
  ['medications', 'Euthyrox 50 every morning, Nexium 40, Cipralex 10mg since last year, also xyzol 10mg'],
  ['medications', 'stopped taking my Eliquis, now on Plavix'],
  ['healthInfo', 'ana 7amel fi al shahr al thalith'],
  ['healthInfo', 'not my first pregnancy, 10 weeks now, and I have thalassaemia minor'],
  ['healthInfo', 'عندي سكري وضغط وغسيل كلى مرتين في الاسبوع'],
  ['healthInfo', 'I sit at a desk all day and rarely go outside; my knees hurt when it is humid'],
  ['healthInfo', 'hypothyroid on levothyroxin, gall bladder opration next month, G6PD deficient'],
  ['medications', 'x'.repeat(20)],
];

async function main() {
  const api = await startBuiltApi({ THROTTLE_RECOGNITION_LIMIT: '100000000', LOG_LEVEL: 'info' });
  try {
    const tokenResponse = await fetch(`${api.baseUrl}/api/csrf-token`);
    const cookie = tokenResponse.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const { token } = await tokenResponse.json();
    const headers = { cookie, 'x-csrf-token': token, 'content-type': 'application/json' };
    const requests = TEXTS.map(([field, text]) => ({ method: 'POST', path: '/api/quiz/recognise', headers, body: JSON.stringify({ field, text }) }));
    await autocannon({ url: api.baseUrl, connections: CONNECTIONS, duration: 2, requests });
    const typing = await autocannon({ url: api.baseUrl, connections: CONNECTIONS, connectionRate: TYPING_RATE_PER_USER, duration: DURATION_S, requests });
    const flatOut = await autocannon({ url: api.baseUrl, connections: CONNECTIONS, duration: DURATION_S, requests });
    const failed = [typing, flatOut].reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0);
    const line = (label, r) =>
      `POST /api/quiz/recognise, ${label}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms`;
    console.log(machineLine());
    console.log(line(`${CONNECTIONS} users typing (${TYPING_RATE_PER_USER} req/s each) × ${DURATION_S} s`, typing));
    console.log(line(`${CONNECTIONS} connections flat out × ${DURATION_S} s`, flatOut));
    console.log(`${failed} answers not 2xx`);
    const result = typing;
    if (failed > 0 || result.latency.p99 > MAX_P99_MS) {
      console.error(`FAIL: p99 must be ≤ ${MAX_P99_MS} ms with every answer 2xx`);
      process.exitCode = 1;
    }
  } finally {
    await api.stop();
  }
}

await main();
