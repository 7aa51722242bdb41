// What the two comparison servers of bench:api (baseline-server.mjs, express-peer.mjs) share: the
// input tools/bench-api.mjs wrote for them (BASELINE_INPUT), the API's own SQLite database read
// only, and the API's own quiz code, so both answer as the API does and differ only in the
// HTTP layer they measure.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const input = JSON.parse(readFileSync(process.env.BASELINE_INPUT, 'utf8'));
const require = createRequire(import.meta.url);
const { QuizService, QuizSubmitDto, PlanTokenSealer, ScreeningPool, plainToInstance, validate } = require(input.quizModule);
const Database = require('better-sqlite3');

export const database = new Database(input.databasePath, { readonly: true });
const userById = database.prepare('SELECT id, name, email, role, email_verified_at FROM users WHERE id = ?');

/** The session's user as the API's toPublicUser shapes it; undefined when there is none. */
export function publicUserOf(userId) {
  const row = userId === undefined ? undefined : userById.get(userId);
  return row && { id: row.id, name: row.name, email: row.email, role: row.role, emailVerified: row.email_verified_at !== null };
}

/** The options main.ts gives Nest's ValidationPipe. */
const VALIDATION = { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true };

/**
 * A visitor's quiz submit: the API's QuizService without a database (a visitor's submit never
 * touches the repositories, only a signed-in user's plan is saved), the answers read in the API's
 * own worker threads and the plan sealed as the API does. Resolves once the threads have built
 * their dictionaries, so not during the first measurement. The function it gives resolves to the
 * plan, or null for answers the API's ValidationPipe refuses.
 */
export async function startVisitorQuiz() {
  const screening = new ScreeningPool({ screeningTimeoutMs: 10_000, screeningThreads: input.screeningThreads, screeningWorkerFile: input.screeningWorkerFile });
  await screening.onModuleInit();
  const quizService = new QuizService(null, null, null, null, new PlanTokenSealer(input.sessionSecret), screening);
  return async (body) => {
    const answers = plainToInstance(QuizSubmitDto, body);
    const errors = await validate(answers, VALIDATION);
    return errors.length > 0 ? null : quizService.submit(answers, undefined);
  };
}
