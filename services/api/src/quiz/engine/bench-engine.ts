import { randomAnswers, seededRandom } from './random-answers';
import { recommend } from './recommend';

export interface EngineBenchmark {
  iterations: number;
  meanMs: number;
  p99Ms: number;
}

const BENCH_SEED = 20_240_601;

/** Times `recommend` (screening included) over seeded random answer sets. Target: mean < 1 ms. */
export function benchmarkEngine(iterations = 10_000): EngineBenchmark {
  const rand = seededRandom(BENCH_SEED);
  const inputs = Array.from({ length: iterations }, () => randomAnswers(rand));
  const timings: number[] = new Array<number>(iterations);
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    recommend(inputs[i]);
    timings[i] = performance.now() - start;
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const meanMs = timings.reduce((sum, t) => sum + t, 0) / iterations;
  const p99Ms = sorted[Math.min(iterations - 1, Math.ceil(iterations * 0.99) - 1)];
  return { iterations, meanMs, p99Ms };
}
