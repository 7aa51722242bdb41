#!/usr/bin/env node
// `npm run bench:recognition`: the live recognition call of quiz steps 8 and 9 (POST
// /api/quiz/recognise) against the built API, with realistic medicine and health text in English,
// Arabic script and transliteration. Two runs:
// - 20 concurrent users typing: each user's box asks at most once per 400 ms debounce, so each of
//   20 keep-alive connections (fetch, as a browser) sends up to 2.5 requests a second; this is the
//   QUALITY.md bar: exits 1 when p99 is over 20 ms or any answer was not 2xx;
// - the same 20 connections flat out, for the throughput the process can give (reported only).
//   BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 20).
import { benchTypingCall } from './measure/typing-bench.mjs';

const MAX_P99_MS = 20;
/** One request per debounce interval (mf-quiz use-recognition: 400 ms) per typing user. */
const DEBOUNCE_MS = 400;

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

await benchTypingCall({
  path: '/api/quiz/recognise',
  payloads: TEXTS.map(([field, text]) => ({ field, text })),
  debounceMs: DEBOUNCE_MS,
  maxP99Ms: MAX_P99_MS,
});
