export { recommend, MIN_RECOMMENDATIONS, MAX_RECOMMENDATIONS } from './recommend';
export type { EngineResult, MedicationScreening } from './recommend';
export { screenMedications, INTERACTION_TERMS } from './medication-screening';
export { alreadyTakingKeys, namesMatch } from './already-taking';
export { benchmarkEngine } from './bench-engine';
export type { EngineBenchmark } from './bench-engine';
