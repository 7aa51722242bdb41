// A call the quiz makes while people type (live recognition, picker suggestions), measured against
// the built API: first `connections` users typing, each on its own keep-alive connection (fetch,
// as a browser), one call per debounce interval, starting at staggered times — the bar: p99 ≤
// `maxP99Ms` with every answer 2xx, else exit code 1 — then the same connections flat out
// (autocannon), reported only. BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 20).
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import autocannon from 'autocannon';
import { machineLine, startBuiltApi } from './built-api.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** User `index` starts at bodies[index * startStride], then goes through the list in order. */
async function typingUsers({ baseUrl, headers, path, bodies, debounceMs, startStride }) {
  const latencies = [];
  let failed = 0;
  const end = performance.now() + DURATION_S * 1000;
  const user = async (index) => {
    await delay((debounceMs / CONNECTIONS) * index);
    for (let i = index * startStride; performance.now() < end; i++) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: bodies[i % bodies.length] });
      await response.arrayBuffer();
      const took = performance.now() - started;
      latencies.push(took);
      if (!response.ok) failed += 1;
      await delay(Math.max(0, debounceMs - took));
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => user(i)));
  latencies.sort((a, b) => a - b);
  return {
    failed,
    perSecond: Math.round(latencies.length / DURATION_S),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1],
  };
}

/**
 * `path`: the POST route; `payloads`: the JSON bodies people's typing sends; `debounceMs`: how
 * often one user's box calls; `startStride`: how far apart in `payloads` the users start.
 */
export async function benchTypingCall({ path, payloads, debounceMs, maxP99Ms, startStride = 1 }) {
  const api = await startBuiltApi({ THROTTLE_RECOGNITION_LIMIT: '100000000', LOG_LEVEL: 'info' });
  try {
    const tokenResponse = await fetch(`${api.baseUrl}/api/csrf-token`);
    const cookie = tokenResponse.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const { token } = await tokenResponse.json();
    const headers = { cookie, 'x-csrf-token': token, 'content-type': 'application/json' };
    const bodies = payloads.map((payload) => JSON.stringify(payload));
    const requests = bodies.map((body) => ({ method: 'POST', path, headers, body }));
    await autocannon({ url: api.baseUrl, connections: CONNECTIONS, duration: 2, requests });
    const typing = await typingUsers({ baseUrl: api.baseUrl, headers, path, bodies, debounceMs, startStride });
    const flatOut = await autocannon({ url: api.baseUrl, connections: CONNECTIONS, duration: DURATION_S, requests });
    const failed = typing.failed + flatOut.non2xx + flatOut.errors + flatOut.timeouts;
    console.log(machineLine());
    console.log(
      `POST ${path}, ${CONNECTIONS} users typing (one call per ${debounceMs} ms each) × ${DURATION_S} s: ${typing.perSecond} req/s, p50 ${typing.p50.toFixed(1)} ms, p99 ${typing.p99.toFixed(1)} ms, max ${typing.max.toFixed(1)} ms`,
    );
    console.log(
      `POST ${path}, ${CONNECTIONS} connections flat out × ${DURATION_S} s: ${Math.round(flatOut.requests.average)} req/s, p50 ${flatOut.latency.p50} ms, p99 ${flatOut.latency.p99} ms`,
    );
    console.log(`${failed} answers not 2xx`);
    if (failed > 0 || typing.p99 > maxP99Ms) {
      console.error(`FAIL: p99 must be ≤ ${maxP99Ms} ms with every answer 2xx`);
      process.exitCode = 1;
    }
  } finally {
    await api.stop();
  }
}
