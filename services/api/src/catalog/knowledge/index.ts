export * from './supplement-knowledge';
export * from './upper-limits';
export * from './current-supplement-nutrients';
export * from './daily-servings';
