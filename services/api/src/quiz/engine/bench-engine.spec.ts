import { benchmarkEngine } from './bench-engine';

describe('benchmarkEngine', () => {
  it('runs a quiz in under 1 ms on average', () => {
    benchmarkEngine(500); // warm-up so JIT compilation is not timed
    const result = benchmarkEngine(2_000);
    console.log(`recommend(): mean ${result.meanMs.toFixed(4)} ms, p99 ${result.p99Ms.toFixed(4)} ms over ${result.iterations} quizzes`);
    expect(result.iterations).toBe(2_000);
    expect(result.p99Ms).toBeGreaterThanOrEqual(0);
    expect(result.meanMs).toBeLessThan(1);
  });
});
