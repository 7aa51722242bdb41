#!/usr/bin/env node
// `npm run bench:api`: autocannon, 50 connections × 10 s, against the built API in one process
// (API_WORKERS=1, temp SQLite database, throttles raised) and, in the same run and back to back per
// endpoint, against two comparisons in processes of their own, both reading the API's database:
//   - the Express peer (tools/measure/express-peer.mjs): Express + helmet + express-session +
//     csrf-sync serving the same JSON, what the framework the API is built on costs;
//   - the bare node:http baseline (tools/measure/baseline-server.mjs): the same session, user and
//     CSRF work with no framework at all.
// Both must answer GET /api/user as the API does. Prints req/s, p50, p99 and CPU per request, and
// the ratio API ÷ Express peer; then, unless BENCH_ALL_CORES=false, req/s of the default start (one
// worker per core). Exits 1 when the ratio is under 0.9, p99 is over 50 ms, or any response was not
// 2xx (a benchmark of 403s measures nothing).
//   BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50), BENCH_LOG_LEVEL (API's
//   LOG_LEVEL, default info as in production; "silent" shows what request logging costs),
//   BENCH_API_ENTRY (another built API bundle, e.g. a patched copy, to compare a change).
// BENCH_MODE=scale measures something else: one against two API replicas behind nginx
// (tools/bench-scale.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import autocannon from 'autocannon';
import webpack from 'webpack';
import { freePort, machineLine, repoRoot, spawnOwned, startBuiltApi, stopChild } from './measure/built-api.mjs';
import { cpuMs } from './measure/cpu-time.mjs';
import { createClient, registerBenchMember } from './measure/http-client.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_S = 2;
const SETTLE_MS = 5_000;
const MIN_RATIO = 0.9;
const MAX_P99_MS = 50;
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
      `export { PlanTokenSealer } from ${src('quiz/plan-token')};`,
      `export { ScreeningPool } from ${src('quiz/screening/screening-pool')};`,
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

/** The bare node:http baseline (baseline-server.mjs) or the Express peer (express-peer.mjs), in a process of its own. */
async function startComparison(script, inputFile) {
  const port = await freePort();
  const server = spawnOwned(process.execPath, [path.join(repoRoot, 'tools/measure', script)], {
    env: { ...process.env, BASELINE_PORT: String(port), PEER_PORT: String(port), BASELINE_INPUT: inputFile },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // Loading the quiz module (class-validator, swagger decorators) takes seconds on a busy machine.
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`${script} exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return { baseUrl, pid: server.pid, stop: () => stopChild(server) };
    } catch {
      // not listening yet
    }
    await delay(100);
  }
  throw new Error(`${script} did not start`);
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
    statusCodes: Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => `${count}×${code}`).join(', '),
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

const API_ENV = {
  LOG_LEVEL,
  SESSION_SECRET,
  SEED_DEMO: 'false',
  THROTTLE_AUTH_LIMIT: '1000000',
  THROTTLE_FEEDBACK_LIMIT: '1000000',
  THROTTLE_CONTACT_LIMIT: '1000000',
  THROTTLE_RATING_LIMIT: '1000000',
  THROTTLE_QUIZ_SUBMIT_LIMIT: '1000000',
  THROTTLE_RECOGNITION_LIMIT: '1000000',
};
const quizModule = await compileQuizModule();
// One process first: the ratio and p99 bars are about what one process costs.
const api = await startBuiltApi({ ...API_ENV, API_WORKERS: '1' }, { entry: process.env.BENCH_API_ENTRY });
const comparisons = [];
const rows = [];
const failures = [];
let targets = [];
let allCores = null;
try {
  // A member with a session (for /api/user) and a visitor with only a CSRF session (quiz submit).
  const member = await registerBenchMember(api.baseUrl);
  const visitor = createClient(api.baseUrl);
  const visitorToken = await visitor.csrfToken();

  const user = await member.call('GET', '/api/user');
  const productResponse = await fetch(`${api.baseUrl}/api/products/vitamin-d`);
  const product = await productResponse.json();
  await visitor.call('POST', '/api/quiz/submit', { body: QUIZ_ANSWERS, csrfToken: visitorToken });

  const inputFile = path.join(workDir, 'baseline-input.json');
  writeFileSync(
    inputFile,
    JSON.stringify({
      quizModule,
      product,
      productCacheControl: productResponse.headers.get('cache-control'),
      // The API's Content-Security-Policy over http, which the Express peer's helmet sends too.
      contentSecurityPolicy: productResponse.headers.get('content-security-policy'),
      databasePath: api.databasePath,
      sessionCookieName: SESSION_COOKIE_NAME,
      sessionSecret: SESSION_SECRET,
      // The API's own screening worker, as many threads as the API runs by default.
      screeningWorkerFile: path.join(repoRoot, path.dirname(process.env.BENCH_API_ENTRY ?? 'dist/api/main.js'), 'screening-worker.js'),
      screeningThreads: Math.min(2, os.availableParallelism()),
    }),
  );
  const peer = await startComparison('express-peer.mjs', inputFile);
  comparisons.push(peer);
  const baseline = await startComparison('baseline-server.mjs', inputFile);
  comparisons.push(baseline);
  // Whatever the three processes still do after starting (the API's second screening thread, JIT)
  // must not land in the first endpoint's figures.
  await delay(SETTLE_MS);
  for (const [name, server] of [
    ['Express peer', peer],
    ['baseline', baseline],
  ]) {
    const answer = await (await fetch(`${server.baseUrl}/api/user`, { headers: { cookie: member.cookieHeader() } })).json();
    if (JSON.stringify(answer) !== JSON.stringify(user)) {
      throw new Error(`the ${name} answers GET /api/user with ${JSON.stringify(answer)}, the API with ${JSON.stringify(user)}`);
    }
  }

  targets = [
    { label: 'GET /api/user (signed in)', method: 'GET', path: '/api/user', headers: { cookie: member.cookieHeader() } },
    // What the shell asks on every page load; a visitor has no cookie yet.
    { label: 'GET /api/session (visitor)', method: 'GET', path: '/api/session', headers: {} },
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

  // API, peer and baseline back to back per endpoint, so all three see the same machine load.
  for (const target of targets) {
    const apiFigures = await measure(api, target);
    const peerFigures = await measure(peer, target);
    const baseFigures = await measure(baseline, target);
    const ratio = apiFigures.reqPerSec / peerFigures.reqPerSec;
    rows.push({ target, api: apiFigures, peer: peerFigures, base: baseFigures, ratio });
    console.log(`  measured ${target.label} (${machineLine()})`);
    for (const [side, figures] of [
      ['API', apiFigures],
      ['Express peer', peerFigures],
      ['baseline', baseFigures],
    ]) {
      if (figures.non2xx > 0 || figures.errors > 0) {
        failures.push(`${target.label} ${side}: ${figures.non2xx} non-2xx (${figures.statusCodes}) and ${figures.errors} errors/timeouts of ${figures.total}`);
      }
    }
    if (ratio < MIN_RATIO) failures.push(`${target.label}: ${ratio.toFixed(2)} of the Express peer's req/s < ${MIN_RATIO}`);
    if (apiFigures.p99 > MAX_P99_MS) failures.push(`${target.label}: p99 ${apiFigures.p99} ms > ${MAX_P99_MS} ms`);
  }
} finally {
  for (const server of comparisons) await server.stop();
  await api.stop();
}

// Then the default start, one worker per core (API_WORKERS unset), on a fresh database: req/s
// only, since every process of the machine, autocannon included, now competes for the cores.
if (process.env.BENCH_ALL_CORES !== 'false') {
  const cluster = await startBuiltApi(API_ENV, { entry: process.env.BENCH_API_ENTRY });
  try {
    // /api/health answers once the first worker listens; the others start after it.
    await delay(SETTLE_MS * 2);
    const member = await registerBenchMember(cluster.baseUrl);
    const visitor = createClient(cluster.baseUrl);
    const visitorToken = await visitor.csrfToken();
    const clusterTargets = targets.map((target) => {
      if (target.path === '/api/user') return { ...target, headers: { cookie: member.cookieHeader() } };
      if (target.method === 'POST') return { ...target, headers: { ...target.headers, cookie: visitor.cookieHeader(), 'x-csrf-token': visitorToken } };
      return target;
    });
    allCores = [];
    for (const target of clusterTargets) {
      const figures = await measure({ ...cluster, pid: null }, target);
      allCores.push({ target, figures });
      if (figures.non2xx > 0 || figures.errors > 0) {
        failures.push(`${target.label} all cores: ${figures.non2xx} non-2xx and ${figures.errors} errors/timeouts of ${figures.total}`);
      }
    }
  } finally {
    await cluster.stop();
  }
}

const columns = ['endpoint', 'req/s', 'p50', 'p99', 'CPU/req', 'peer req/s', 'p99', 'CPU/req', 'base req/s', 'CPU/req', 'ratio'];
const widths = [32, 7, 5, 6, 8, 11, 6, 8, 11, 8, 7];
const line = (cells) => cells.map((cell, index) => (index === 0 ? String(cell).padEnd(widths[0]) : String(cell).padStart(widths[index]))).join('');
const cpu = (figures) => (figures.cpuMsPerRequest === null ? '–' : figures.cpuMsPerRequest.toFixed(2));
console.log('\nOne API process (ms; ratio = API req/s ÷ Express peer req/s):');
console.log(line(columns));
for (const { target, api: figures, peer, base, ratio } of rows) {
  console.log(
    line([target.label, figures.reqPerSec.toFixed(0), figures.p50, figures.p99, cpu(figures), peer.reqPerSec.toFixed(0), peer.p99, cpu(peer), base.reqPerSec.toFixed(0), cpu(base), ratio.toFixed(2)]),
  );
}
if (allCores) {
  console.log(`\nAll cores (${os.availableParallelism()} API workers, the default start):`);
  console.log(line(['endpoint', 'req/s', 'p50', 'p99', '× one']));
  for (const { target, figures } of allCores) {
    const one = rows.find((row) => row.target.label === target.label);
    console.log(line([target.label, figures.reqPerSec.toFixed(0), figures.p50, figures.p99, one ? (figures.reqPerSec / one.api.reqPerSec).toFixed(2) : '–']));
  }
}
console.log(`responses: ${rows.map(({ target, api: figures }) => `${target.label} ${figures.total} (${figures.non2xx} non-2xx, ${figures.errors} errors)`).join('; ')}`);
console.log(`machine after the run: ${machineLine()}`);
console.log(`bars (one process): ratio to the Express peer ≥ ${MIN_RATIO}, p99 ≤ ${MAX_P99_MS} ms, every response 2xx`);

if (failures.length > 0) {
  console.error(`\nFAIL:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll API speed bars met.');
