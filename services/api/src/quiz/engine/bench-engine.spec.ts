import { benchmarkEngine } from './bench-engine';

/** `npm run bench:engine` sets 10,000 (QUALITY.md); the unit suite keeps it quick. */
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 2_000);

describe('benchmarkEngine', () => {
  it('runs a quiz in under 1 ms on average', () => {
    benchmarkEngine(500); // warm-up so JIT compilation is not timed
    const result = benchmarkEngine(ITERATIONS);
    console.log(`recommend(): mean ${result.meanMs.toFixed(4)} ms, p99 ${result.p99Ms.toFixed(4)} ms over ${result.iterations} quizzes`);
    expect(result.iterations).toBe(ITERATIONS);
    expect(result.p99Ms).toBeGreaterThanOrEqual(0);
    expect(result.meanMs).toBeLessThan(1);
  });
});
