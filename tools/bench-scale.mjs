#!/usr/bin/env node
// `BENCH_MODE=scale npm run bench:api` (or `node tools/bench-scale.mjs`): the scale-out bar of
// QUALITY.md. Starts the deployment of the deployment test (e2e/deploy/deploy-stack.cjs: nginx
// running deploy/*.conf in front of two production API replicas sharing MariaDB and Redis) and
// measures through nginx with autocannon, per endpoint, the upstream holding one replica and then
// both (nginx reloaded in between, the same processes throughout). Prints req/s, p50 and p99 of
// each and the ratio; exits 1 when two replicas give less than 1.7× one replica's req/s or any
// response was not 2xx.
//   BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50), BENCH_LOG_LEVEL (the replicas'
//   LOG_LEVEL, default info as in production), DEPLOY_DATABASE_URL (default: the deployment test's
//   sahha_deploy, dropped and recreated).
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

import { DEFAULT_DEPLOY_DATABASE_URL, REPLICA_NAMES, startDeployStack } from '../e2e/deploy/deploy-stack.cjs';
import { ensureBuilt, machineLine } from './measure/built-api.mjs';
import { cpuMs, machineCpuMs } from './measure/cpu-time.mjs';
import { registerBenchMember } from './measure/http-client.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_S = 2;
const MIN_RATIO = 1.7;
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const UNLIMITED = '1000000';

function runAutocannon(baseUrl, target, durationS) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${baseUrl}${target.path}`, method: 'GET', headers: target.headers, connections: CONNECTIONS, duration: durationS },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * Warm-up (JIT, caches, nginx's upstream connections) first, then the measured run, with each
 * replica's CPU use in % of one core (shows which replicas nginx used), how busy the whole machine
 * was (at 100 % the cores, not the replicas, are the limit) and the machine's CPU per request
 * (everything: autocannon, nginx, replicas, MariaDB, Redis; the same with one or two replicas
 * means a second replica adds no work per request, only the cores to do it are missing).
 */
async function measure(baseUrl, target, replicas) {
  await runAutocannon(baseUrl, target, WARMUP_S);
  const started = performance.now();
  const replicaCpuBefore = replicas.map((replica) => cpuMs(replica.pid));
  const machineBefore = machineCpuMs();
  const result = await runAutocannon(baseUrl, target, DURATION_S);
  const machineAfter = machineCpuMs();
  const elapsedMs = performance.now() - started;
  const replicaCpu = replicas.map((replica, index) => {
    const after = cpuMs(replica.pid);
    return after === null || replicaCpuBefore[index] === null ? null : ((after - replicaCpuBefore[index]) / elapsedMs) * 100;
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    replicaCpu,
    machineBusy: machineBefore && machineAfter ? ((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)) * 100 : null,
    machineCpuMsPerRequest: machineBefore && machineAfter ? (machineAfter.busy - machineBefore.busy) / (result['2xx'] + result.non2xx) : null,
    total: result['2xx'] + result.non2xx,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export async function benchScale() {
  console.log(
    `bench:scale — through nginx, ${CONNECTIONS} connections × ${DURATION_S} s (after ${WARMUP_S} s warm-up) per target and replica count; ` +
      `replicas' LOG_LEVEL=${LOG_LEVEL}`,
  );
  console.log(`machine: ${machineLine()}`);
  ensureBuilt();
  const stack = await startDeployStack({
    databaseUrl: process.env.DEPLOY_DATABASE_URL || DEFAULT_DEPLOY_DATABASE_URL,
    accessLog: false,
    replicaEnv: {
      LOG_LEVEL,
      THROTTLE_AUTH_LIMIT: UNLIMITED,
      THROTTLE_FEEDBACK_LIMIT: UNLIMITED,
      THROTTLE_CONTACT_LIMIT: UNLIMITED,
      THROTTLE_RATING_LIMIT: UNLIMITED,
      THROTTLE_RECOGNITION_LIMIT: UNLIMITED,
    },
  });
  const rows = [];
  const failures = [];
  try {
    // 127.0.0.1, not the browser's localhost: autocannon would otherwise resolve it per connection.
    const nginxUrl = stack.baseUrl.replace('//localhost:', '//127.0.0.1:');
    const member = await registerBenchMember(nginxUrl);
    const targets = [
      // The session and user rows are read from MariaDB on every request.
      { label: 'GET /api/user (signed in)', path: '/api/user', headers: { cookie: member.cookieHeader() } },
      // A first visit to a product page: no session, the catalog from the replica's cache.
      { label: 'GET /api/products/vitamin-d', path: '/api/products/vitamin-d', headers: {} },
    ];
    // One replica, then two, back to back per endpoint, so both see the same machine load.
    for (const target of targets) {
      await stack.routeTo(REPLICA_NAMES.slice(0, 1));
      const one = await measure(nginxUrl, target, stack.replicas);
      await stack.routeTo(REPLICA_NAMES);
      const two = await measure(nginxUrl, target, stack.replicas);
      const ratio = two.reqPerSec / one.reqPerSec;
      rows.push({ target, one, two, ratio });
      console.log(`  measured ${target.label}`);
      for (const [side, figures] of [
        ['1 replica', one],
        ['2 replicas', two],
      ]) {
        if (figures.non2xx > 0 || figures.errors > 0) {
          failures.push(`${target.label}, ${side}: ${figures.non2xx} non-2xx and ${figures.errors} errors/timeouts of ${figures.total}`);
        }
      }
      if (ratio < MIN_RATIO) failures.push(`${target.label}: two replicas give ${ratio.toFixed(2)}× one replica's req/s < ${MIN_RATIO}`);
    }
  } finally {
    await stack.stop();
  }

  const columns = ['endpoint', 'replicas', 'req/s', 'p50 ms', 'p99 ms', 'CPU api-1', 'CPU api-2', 'machine busy', 'ms CPU/req', 'ratio'];
  const widths = [30, 9, 8, 8, 8, 11, 11, 14, 12, 8];
  const line = (cells) => cells.map((cell, index) => (index === 0 ? String(cell).padEnd(widths[0]) : String(cell).padStart(widths[index]))).join('');
  const percent = (value) => (value === null ? '–' : `${value.toFixed(0)} %`);
  console.log(`\n${line(columns)}`);
  for (const { target, one, two, ratio } of rows) {
    for (const [label, replicas, figures, shownRatio] of [
      [target.label, 1, one, ''],
      ['', 2, two, `${ratio.toFixed(2)}×`],
    ]) {
      console.log(
        line([
          label,
          replicas,
          figures.reqPerSec.toFixed(0),
          figures.p50,
          figures.p99,
          ...figures.replicaCpu.map(percent),
          percent(figures.machineBusy),
          figures.machineCpuMsPerRequest === null ? '–' : figures.machineCpuMsPerRequest.toFixed(2),
          shownRatio,
        ]),
      );
    }
  }
  console.log(`machine after the run: ${machineLine()}`);
  console.log(`bar: two replicas ≥ ${MIN_RATIO}× one replica's req/s, every response 2xx`);
  if (failures.length > 0) {
    console.error(`\nFAIL:\n  ${failures.join('\n  ')}`);
    return 1;
  }
  console.log('\nScale-out bar met.');
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  // The stack's processes are killed on exit; a signal must become an exit for that to run.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => process.exit(130));
  process.exit(await benchScale());
}
