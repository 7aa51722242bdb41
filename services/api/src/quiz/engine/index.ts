export { recommend, MIN_RECOMMENDATIONS, MAX_RECOMMENDATIONS, HORMONE_NOTE } from './recommend';
export type { EngineResult, MedicationScreening } from './recommend';
export { alreadyTakingKeys, namesMatch } from './already-taking';
export { benchmarkEngine } from './bench-engine';
export type { EngineBenchmark } from './bench-engine';
