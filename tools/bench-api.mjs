#!/usr/bin/env node
// `npm run bench:api`: autocannon, 50 connections × 10 s, against the built API (temp SQLite
// database, throttles raised) and, in the same run, against a bare node:http server doing the same
// work: session cookie verified, session and user rows read, CSRF token checked, JSON in and out
// (tools/measure/baseline-server.mjs; it must answer GET /api/user as the API does). Prints req/s,
// p50, p99, CPU per request and the ratio to the baseline per endpoint; exits 1 when the ratio is
// under 0.8, p99 is over 100 ms, or any response was not 2xx (a benchmark of 403s measures nothing).
//   BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50), BENCH_LOG_LEVEL (API's
//   LOG_LEVEL, default info as in production; "silent" shows what request logging costs),
//   BENCH_API_ENTRY (another built API bundle, e.g. a patched copy, to compare a change).
// BENCH_MODE=scale measures something else: one against two API replicas behind nginx
// (tools/bench-scale.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import autocannon from 'autocannon';
import webpack from 'webpack';
import { freePort, machineLine, repoRoot, spawnOwned, startBuiltApi, stopChild } from './measure/built-api.mjs';
import { cpuMs } from './measure/cpu-time.mjs';
import { createClient } from './measure/http-client.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_S = 2;
const MIN_RATIO = 0.8;
const MAX_P99_MS = 100;
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const workDir = path.join(repoRoot, 'dist', 'bench-api');
/** Known to the baseline too, which verifies the API's session cookies itself. */
const SESSION_SECRET = 'bench-api-session-secret-not-for-production';
const SESSION_COOKIE_NAME = 'sahha.sid';

/** A valid visitor's answers (contract QuizAnswers, DTO QuizSubmitDto); no free text to screen. */
const QUIZ_ANSWERS = {
  gender: 'female',
  age: '26-35',
  diet: 'vegetarian',
  diet_text: '',
  goals: ['energy', 'sleep', 'immunity'],
  goals_text: '',
  lifestyle: 'moderate',
  currentSupplements: ['none'],
  currentSupplements_text: '',
  healthConcerns: ['stress'],
  healthConcerns_text: '',
  additionalHealthInfo: 'no_additional_info',
  currentMedications: 'none',
  currentMedications_text: '',
};

/**
 * The baseline must run the API's own quiz code, not a re-implementation: compile QuizService, the
 * DTO and the validators with the API's webpack config into one CommonJS module (packages stay
 * external, so class-validator is the same instance the DTO's decorators register with).
 */
async function compileQuizModule() {
  mkdirSync(workDir, { recursive: true });
  const entry = path.join(workDir, 'quiz-work.ts');
  const src = (file) => JSON.stringify(path.join(repoRoot, 'services/api/src', file));
  writeFileSync(
    entry,
    [
      `export { QuizService } from ${src('quiz/quiz.service')};`,
      `export { QuizSubmitDto } from ${src('quiz/dto/quiz-submit.dto')};`,
      "export { plainToInstance } from 'class-transformer';",
      "export { validate } from 'class-validator';",
      '',
    ].join('\n'),
  );
  const apiConfig = createRequire(import.meta.url)(path.join(repoRoot, 'services/api/webpack.config.js'));
  const config = {
    ...apiConfig,
    entry: { 'quiz-work': entry },
    output: { path: workDir, filename: '[name].cjs', library: { type: 'commonjs2' } },
    devtool: false,
  };
  const stats = await new Promise((resolve, reject) => {
    webpack(config, (error, result) => (error ? reject(error) : resolve(result)));
  });
  if (stats.hasErrors()) throw new Error(`compiling the quiz module failed:\n${stats.toString('errors-only')}`);
  return path.join(workDir, 'quiz-work.cjs');
}

async function startBaseline(inputFile) {
  const port = await freePort();
  const server = spawnOwned(process.execPath, [path.join(repoRoot, 'tools/measure/baseline-server.mjs')], {
    env: { ...process.env, BASELINE_PORT: String(port), BASELINE_INPUT: inputFile },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // Loading the quiz module (class-validator, swagger decorators) takes seconds on a busy machine.
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`baseline server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return { baseUrl, pid: server.pid, stop: () => stopChild(server) };
    } catch {
      // not listening yet
    }
    await delay(100);
  }
  throw new Error('baseline server did not start');
}

function runAutocannon(url, target, durationS) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${url}${target.path}`, method: target.method, headers: target.headers, body: target.body, connections: CONNECTIONS, duration: durationS },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Warm-up (JIT, caches) first, then the measured run; every response must have been 2xx. */
async function measure(server, target) {
  await runAutocannon(server.baseUrl, target, WARMUP_S);
  const cpuBefore = cpuMs(server.pid);
  const result = await runAutocannon(server.baseUrl, target, DURATION_S);
  const cpuAfter = cpuMs(server.pid);
  const total = result['2xx'] + result.non2xx;
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest: cpuBefore === null || cpuAfter === null || total === 0 ? null : (cpuAfter - cpuBefore) / total,
    total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const MODE = process.env.BENCH_MODE ?? 'baseline';
if (MODE === 'scale') {
  const { benchScale } = await import('./bench-scale.mjs');
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => process.exit(130));
  process.exit(await benchScale());
}
if (MODE !== 'baseline') {
  console.error(`bench:api: BENCH_MODE must be "baseline" (the default) or "scale", got "${MODE}"`);
  process.exit(2);
}

console.log(`bench:api — ${CONNECTIONS} connections × ${DURATION_S} s (after ${WARMUP_S} s warm-up) per target; API LOG_LEVEL=${LOG_LEVEL}`);
console.log(`machine: ${machineLine()}`);

const quizModule = await compileQuizModule();
const api = await startBuiltApi(
  {
    LOG_LEVEL,
    SESSION_SECRET,
    SEED_DEMO: 'false',
    THROTTLE_AUTH_LIMIT: '1000000',
    THROTTLE_FEEDBACK_LIMIT: '1000000',
    THROTTLE_CONTACT_LIMIT: '1000000',
    THROTTLE_RATING_LIMIT: '1000000',
  },
  { entry: process.env.BENCH_API_ENTRY },
);
let baseline;
const rows = [];
const failures = [];
try {
  // A member with a session (for /api/user) and a visitor with only a CSRF session (quiz submit).
  const member = createClient(api.baseUrl);
  await member.call('POST', '/api/register', {
    body: { name: 'Bench Member', email: `bench.${Date.now()}@example.ae`, password: 'Desert-Rose-2026' },
    csrfToken: await member.csrfToken(),
  });
  const visitor = createClient(api.baseUrl);
  const visitorToken = await visitor.csrfToken();

  const user = await member.call('GET', '/api/user');
  const product = await createClient(api.baseUrl).call('GET', '/api/products/vitamin-d');
  await visitor.call('POST', '/api/quiz/submit', { body: QUIZ_ANSWERS, csrfToken: visitorToken });

  const inputFile = path.join(workDir, 'baseline-input.json');
  writeFileSync(
    inputFile,
    JSON.stringify({ quizModule, product, databasePath: api.databasePath, sessionCookieName: SESSION_COOKIE_NAME, sessionSecret: SESSION_SECRET }),
  );
  baseline = await startBaseline(inputFile);
  const baselineUser = await (await fetch(`${baseline.baseUrl}/api/user`, { headers: { cookie: member.cookieHeader() } })).json();
  if (JSON.stringify(baselineUser) !== JSON.stringify(user)) {
    throw new Error(`the baseline answers GET /api/user with ${JSON.stringify(baselineUser)}, the API with ${JSON.stringify(user)}`);
  }

  const targets = [
    { label: 'GET /api/user (signed in)', method: 'GET', path: '/api/user', headers: { cookie: member.cookieHeader() } },
    // A first visit to a product page: no session yet, so this measures the catalog path alone.
    { label: 'GET /api/products/vitamin-d', method: 'GET', path: '/api/products/vitamin-d', headers: {} },
    {
      label: 'POST /api/quiz/submit (visitor)',
      method: 'POST',
      path: '/api/quiz/submit',
      headers: { cookie: visitor.cookieHeader(), 'x-csrf-token': visitorToken, 'content-type': 'application/json' },
      body: JSON.stringify(QUIZ_ANSWERS),
    },
  ];

  // API and baseline back to back per endpoint, so both see the same machine load.
  for (const target of targets) {
    const apiFigures = await measure(api, target);
    const baseFigures = await measure(baseline, target);
    const ratio = apiFigures.reqPerSec / baseFigures.reqPerSec;
    rows.push({ target, api: apiFigures, base: baseFigures, ratio });
    console.log(`  measured ${target.label}`);
    for (const [side, figures] of [
      ['API', apiFigures],
      ['baseline', baseFigures],
    ]) {
      if (figures.non2xx > 0 || figures.errors > 0) {
        failures.push(`${target.label} ${side}: ${figures.non2xx} non-2xx and ${figures.errors} errors/timeouts of ${figures.total}`);
      }
    }
    if (ratio < MIN_RATIO) failures.push(`${target.label}: ${ratio.toFixed(2)} of the baseline's req/s < ${MIN_RATIO}`);
    if (apiFigures.p99 > MAX_P99_MS) failures.push(`${target.label}: p99 ${apiFigures.p99} ms > ${MAX_P99_MS} ms`);
  }
} finally {
  await baseline?.stop();
  await api.stop();
}

const columns = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', 'base req/s', 'base p50', 'base p99', 'base CPU', 'ratio'];
const widths = [34, 7, 8, 8, 11, 11, 9, 9, 9, 7];
const line = (cells) => cells.map((cell, index) => (index === 0 ? String(cell).padEnd(widths[0]) : String(cell).padStart(widths[index]))).join('');
const cpu = (figures) => (figures.cpuMsPerRequest === null ? '–' : figures.cpuMsPerRequest.toFixed(2));
console.log(`\n${line(columns)}`);
for (const { target, api: figures, base, ratio } of rows) {
  console.log(
    line([target.label, figures.reqPerSec.toFixed(0), figures.p50, figures.p99, cpu(figures), base.reqPerSec.toFixed(0), base.p50, base.p99, cpu(base), ratio.toFixed(2)]),
  );
}
console.log(`responses: ${rows.map(({ target, api: figures }) => `${target.label} ${figures.total} (${figures.non2xx} non-2xx, ${figures.errors} errors)`).join('; ')}`);
console.log(`machine after the run: ${machineLine()}`);
console.log(`bars: ratio ≥ ${MIN_RATIO}, p99 ≤ ${MAX_P99_MS} ms, every response 2xx`);

if (failures.length > 0) {
  console.error(`\nFAIL:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll API speed bars met.');
