import { InitialSchema1763856000000 } from './1763856000000-initial-schema';
import { QuizResponses1763942400000 } from './1763942400000-quiz-responses';

/** Imported as classes, in order: the API is bundled by webpack, so a glob would find nothing. */
export const MIGRATIONS = [InitialSchema1763856000000, QuizResponses1763942400000];
