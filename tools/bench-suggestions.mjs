#!/usr/bin/env node
// `node tools/bench-suggestions.mjs` (after `npx nx build api`): the picker of quiz steps 8 and 9 (POST /api/quiz/suggestions)
// against the built API. 20 users type names letter by letter (English, brands, typos, Arabic
// script, transliteration, lay phrases); each user's picker asks at most once per debounce
// interval on its own keep-alive connection, as a browser does. The bar (docs/quality.md): p99 ≤
// 50 ms with every answer 2xx, else exit 1. Then the same 20 connections flat out, reported only.
// BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 20).
import { benchTypingCall } from './measure/typing-bench.mjs';

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

await benchTypingCall({
  path: '/api/quiz/suggestions',
  payloads: FRAGMENTS.map(([field, q]) => ({ field, q })),
  debounceMs: DEBOUNCE_MS,
  maxP99Ms: MAX_P99_MS,
  startStride: 7,
});
