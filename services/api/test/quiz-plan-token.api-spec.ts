import { INTERACTION_CLASSES, type QuizAnswers, type QuizSubmitResponse } from '@sahha/contracts/quiz';
import { DataSource } from 'typeorm';

import { dataSourceOptions } from '../src/database/database-options';
import { MIGRATIONS } from '../src/database/migrations';
import { PlanTokenOnce1764600000000 } from '../src/database/migrations/1764600000000-plan-token-once';
import { PLAN_TOKEN_MESSAGES } from '../src/quiz/plan-token';
import { QuizService } from '../src/quiz/quiz.service';
import { ApiClient, newAccount } from './api-client';
import { useTestApp } from './create-test-app';
import { testDatabases } from './test-databases';
import { quizAnswers } from './quiz-answers';

const MEDICATION_TEXT = 'Xarelto 20mg and Cipralex since March';

const answers = (overrides: Partial<QuizAnswers> = {}): QuizAnswers => quizAnswers({ healthConcerns_text: 'I am pregnant', currentMedications: MEDICATION_TEXT, currentMedications_text: MEDICATION_TEXT, ...overrides });

describe.each(testDatabases())('plan tokens on $name', (db) => {
  const setup = useTestApp(db, { env: { THROTTLE_AUTH_LIMIT: '1000' } });

  async function visitorPlan(overrides: Partial<QuizAnswers> = {}): Promise<QuizSubmitResponse & { planToken: string }> {
    const body = (await new ApiClient(setup.app).send('post', '/api/quiz/submit', answers(overrides), 200)).body as QuizSubmitResponse;
    expect(body.planToken).toEqual(expect.any(String));
    return body as QuizSubmitResponse & { planToken: string };
  }

  async function signedIn(): Promise<{ client: ApiClient; userId: number }> {
    const client = new ApiClient(setup.app);
    const { user } = (await client.register(newAccount(), 201)).body as { user: { id: number } };
    return { client, userId: user.id };
  }

  it('hands a visitor a token that shows none of the plan\'s health data', async () => {
    const { planToken, screening } = await visitorPlan();
    expect(screening.medicationClasses).toEqual(expect.arrayContaining(['anticoagulant', 'ssri_snri']));
    expect(planToken).toMatch(/^[A-Za-z0-9_-]+$/);
    const decoded = [Buffer.from(planToken, 'base64url'), Buffer.from(planToken, 'base64')].map((bytes) => bytes.toString('utf8').toLowerCase()).join('\n');
    for (const word of [...INTERACTION_CLASSES, 'xarelto', 'cipralex', 'pregnan', 'medicationclasses', 'recommendations', 'vegan']) {
      expect(decoded).not.toContain(word);
    }
  });

  it('saves a token to the first account only: the same account again gets its plan, another account a 409', async () => {
    const { planToken } = await visitorPlan({ goals: ['sleep'] });
    const first = await signedIn();
    const saved = (await first.client.send('post', '/api/quiz/save-plan', { planToken }, 200)).body as { quizResponseId: number };
    const again = await first.client.send('post', '/api/quiz/save-plan', { planToken }, 200);
    expect(again.body).toEqual({ success: true, quizResponseId: saved.quizResponseId });

    const second = await signedIn();
    const refused = await second.client.send('post', '/api/quiz/save-plan', { planToken }, 409);
    expect(refused.body).toEqual({ statusCode: 409, message: PLAN_TOKEN_MESSAGES.alreadySaved, error: 'Conflict' });
    expect((await second.client.agent.get('/api/quiz-responses').expect(200)).body.quizResponses).toEqual([]);
    expect((await first.client.agent.get('/api/quiz-responses').expect(200)).body.quizResponses).toEqual([expect.objectContaining({ id: saved.quizResponseId })]);
  });

  it('lets one of two accounts saving the same token at the same instant have it, and tells the other 409', async () => {
    const { planToken } = await visitorPlan({ goals: ['immunity'] });
    const [one, two] = [await signedIn(), await signedIn()];
    // Straight into the service, so both look before either inserts (over HTTP the session middleware spaces them out).
    const quiz = setup.app.get(QuizService);
    const results = await Promise.allSettled([one, two, one, two].map(({ userId }) => quiz.savePlanFromToken(planToken, userId)));
    const saved = results.filter((result) => result.status === 'fulfilled').map((result) => result.value);
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected').map((result) => result.reason as Error);
    expect(new Set(saved).size).toBe(1);
    expect(refused.length).toBeGreaterThan(0);
    for (const error of refused) expect(error.message).toBe(PLAN_TOKEN_MESSAGES.alreadySaved);
    const rows = await setup.app.get(DataSource).query('SELECT COUNT(*) AS n FROM quiz_responses WHERE id = ?', [saved[0]]);
    expect(Number(rows[0].n)).toBe(1);
  });

  it('gives a signed-in plan with the same answers to the token, so no other account can save the token afterwards', async () => {
    const plan = answers({ goals: ['stress'] });
    const { planToken } = await visitorPlan({ goals: ['stress'] });
    const owner = await signedIn();
    const submitted = (await owner.client.send('post', '/api/quiz/submit', plan, 200)).body as QuizSubmitResponse;
    const saved = await owner.client.send('post', '/api/quiz/save-plan', { planToken }, 200);
    expect(saved.body.quizResponseId).toBe(submitted.quizResponseId);
    await (await signedIn()).client.send('post', '/api/quiz/save-plan', { planToken }, 409);
  });

  it('answers 400 to a token with a changed byte and saves nothing', async () => {
    const { planToken } = await visitorPlan({ goals: ['skin'] });
    const raw = Buffer.from(planToken, 'base64url');
    raw[20] ^= 0x01;
    const { client } = await signedIn();
    const res = await client.send('post', '/api/quiz/save-plan', { planToken: raw.toString('base64url') }, 400);
    expect(res.body).toEqual({ statusCode: 400, message: PLAN_TOKEN_MESSAGES.invalid, error: 'Bad Request' });
    expect((await client.agent.get('/api/quiz-responses').expect(200)).body.quizResponses).toEqual([]);
  });
});

describe.each(testDatabases())('the plan-token-once migration on $name', (db) => {
  afterAll(() => db.dispose());

  it('keeps every saved plan, gives a token shared by several accounts to its first save, then refuses a second account', async () => {
    const database = await db.create();
    const before = MIGRATIONS.findIndex((migration) => migration === PlanTokenOnce1764600000000);
    const old = await new DataSource({ ...dataSourceOptions(database), migrations: MIGRATIONS.slice(0, before) }).initialize();
    const insertUser = async (email: string) => {
      await old.query("INSERT INTO users (name, email, password_hash) VALUES ('Someone', ?, 'x')", [email]);
      return Number((await old.query('SELECT id FROM users WHERE email = ?', [email]))[0].id);
    };
    const insertPlan = (userId: number, hash: string | null) => insertPlanWith(old, userId, hash);
    const [a, b, c] = [await insertUser('a@example.com'), await insertUser('b@example.com'), await insertUser('c@example.com')];
    const shared = 'a'.repeat(64);
    await insertPlan(a, shared);
    await insertPlan(b, shared);
    await insertPlan(c, shared);
    await insertPlan(b, 'b'.repeat(64));
    await insertPlan(a, null);
    await insertPlan(c, null);
    await old.destroy();

    const migrated = await new DataSource(dataSourceOptions(database)).initialize();
    try {
      const rows: { user_id: number; plan_token_hash: string | null }[] = await migrated.query('SELECT user_id, plan_token_hash FROM quiz_responses ORDER BY id');
      expect(rows.map((row) => [Number(row.user_id), row.plan_token_hash])).toEqual([
        [a, shared],
        [b, null],
        [c, null],
        [b, 'b'.repeat(64)],
        [a, null],
        [c, null],
      ]);
      await expect(insertPlanWith(migrated, c, 'b'.repeat(64))).rejects.toThrow();
      await insertPlanWith(migrated, c, null);
    } finally {
      await migrated.destroy();
    }
  });
});

function insertPlanWith(dataSource: DataSource, userId: number, hash: string | null): Promise<unknown> {
  return dataSource.query(
    `INSERT INTO quiz_responses (user_id, gender, age, diet, lifestyle, goals, health_concerns, current_supplements, medication_classes, health_info_classes, plan_token_hash)
     VALUES (?, 'female', '26-35', 'vegan', 'moderate', '["energy"]', '["none"]', '["none"]', '"none"', '"none"', ?)`,
    [userId, hash],
  );
}
