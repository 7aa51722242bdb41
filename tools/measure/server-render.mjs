#!/usr/bin/env node
// What server rendering costs the API per product page (ARCHITECTURE.md, "Serving"): the built API
// (one worker) answers GET /products/vitamin-d SERVER_RENDER_REQUESTS times in a row; the render's
// own time comes from its Server-Timing header, the whole answer's from the client. The same page
// with a query is sent unrendered (the browser renders it), the figure to compare with.
//   node tools/measure/server-render.mjs   after a build and `node tools/prerender.mjs` (the frame)
//   SERVER_RENDER_REQUESTS (default 300), SERVER_RENDER_PATH (default /products/vitamin-d)
import { performance } from 'node:perf_hooks';
import { machineLine, startBuiltApi } from './built-api.mjs';

const REQUESTS = Number(process.env.SERVER_RENDER_REQUESTS ?? 300);
const PATH = process.env.SERVER_RENDER_PATH ?? '/products/vitamin-d';
const WARM_UP = 20;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const summary = (values) => `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;

async function measure(baseUrl, path) {
  const renders = [];
  const answers = [];
  const outcomes = {};
  for (let i = 0; i < WARM_UP + REQUESTS; i += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`);
    await response.text();
    const elapsed = performance.now() - started;
    if (i < WARM_UP) continue;
    answers.push(elapsed);
    const timing = /desc="([a-z]+)";dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
    const outcome = timing?.[1] ?? 'not attempted';
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    if (timing) renders.push(Number(timing[2]));
  }
  return { renders, answers, outcomes };
}

async function main() {
  console.log(`server render of ${PATH}: ${REQUESTS} requests in a row after ${WARM_UP} to warm up; ${machineLine()}`);
  const api = await startBuiltApi({ API_WORKERS: '1' });
  try {
    const rendered = await measure(api.baseUrl, PATH);
    const plain = await measure(api.baseUrl, `${PATH}?measure=unrendered`);
    console.log(`outcomes: ${JSON.stringify(rendered.outcomes)}`);
    if (rendered.renders.length > 0) console.log(`render (Server-Timing):     ${summary(rendered.renders)}`);
    console.log(`whole answer, rendered:    ${summary(rendered.answers)}`);
    console.log(`whole answer, unrendered:  ${summary(plain.answers)}`);
    console.log(`done; ${machineLine()}`);
    if (rendered.renders.length === 0) process.exitCode = 1;
  } finally {
    await api.stop();
  }
}

main().catch((error) => {
  console.error(`server-render: ${error.message}`);
  process.exit(1);
});
