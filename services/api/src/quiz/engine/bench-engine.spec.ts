import { benchmarkEngine, benchmarkEngineLeastDisturbed } from './bench-engine';

/** `npm run bench:engine` sets 10,000 (QUALITY.md); the unit suite keeps it quick. */
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 2_000);
const ROUNDS = 5;

describe('benchmarkEngine', () => {
  it('runs a quiz in under 1 ms on average', () => {
    benchmarkEngine(500); // warm-up so JIT compilation is not timed
    const result = benchmarkEngineLeastDisturbed(ITERATIONS, ROUNDS);
    console.log(
      `recommend(): mean ${result.meanMs.toFixed(4)} ms wall, ${result.cpuMeanMs.toFixed(4)} ms CPU, p99 ${result.p99Ms.toFixed(4)} ms ` +
        `over ${result.iterations} quizzes (least disturbed of ${ROUNDS} rounds)`,
    );
    expect(result.iterations).toBe(Math.ceil(ITERATIONS / ROUNDS));
    expect(result.p99Ms).toBeGreaterThanOrEqual(result.meanMs / 100);
    expect(result.cpuMeanMs).toBeLessThan(1);
  });
});
