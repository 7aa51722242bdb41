import type { NestExpressApplication } from '@nestjs/platform-express';
import type { CheckIn, CheckInsResponse } from '@sahha/contracts';
import type { QuizResponsesResponse, SupplementRecommendationsResponse } from '@sahha/contracts/quiz';
import { DataSource } from 'typeorm';

import { CheckInEntity } from '../src/check-ins/check-in.entity';
import { CheckInsService } from '../src/check-ins/check-ins.service';
import { DEMO_CHECK_IN_INTERVAL_DAYS, DEMO_QUIZ_ANSWERS, seedDemoData } from '../src/database/demo-data';
import { DEMO_USER } from '../src/database/seed';
import { QuizResponseEntity } from '../src/quiz/quiz-response.entity';
import { QuizService } from '../src/quiz/quiz.service';
import { ApiClient } from './api-client';
import { createTestApp } from './create-test-app';
import { testDatabases } from './test-databases';

const DAY_MS = 24 * 60 * 60 * 1000;
const TREND = ['energyLevel', 'sleepQuality', 'mood'] as const;

/** What the demo user sees through the API: their plans and check-ins, oldest check-in first. */
async function demoAccount(app: NestExpressApplication) {
  const client = new ApiClient(app);
  const login = await client.login(DEMO_USER.email, DEMO_USER.password, 200);
  const userId = login.body.user.id as number;
  const plans = (await client.agent.get('/api/quiz-responses').expect(200)).body as QuizResponsesResponse;
  const checkIns = ((await client.agent.get(`/api/check-ins/${userId}`).expect(200)).body as CheckInsResponse).checkIns;
  return { client, userId, plans: plans.quizResponses, checkIns };
}

const writersOf = (app: NestExpressApplication) => ({
  submitQuiz: (answers: typeof DEMO_QUIZ_ANSWERS, userId: number) => app.get(QuizService).submit(answers, userId),
  createCheckIn: (userId: number, fields: Parameters<CheckInsService['create']>[1], date: Date) => app.get(CheckInsService).create(userId, fields, date),
});

describe.each(testDatabases())('the living demo account on $name', (db) => {
  const apps: NestExpressApplication[] = [];
  const start = async (...args: Parameters<typeof createTestApp>) => {
    const app = await createTestApp(...args);
    apps.push(app);
    return app;
  };

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  afterAll(() => db.dispose());

  it('has one saved plan from the real engine and eight weekly check-ins ending this week, improving', async () => {
    const app = await start({ database: await db.create() });
    const { client, plans, checkIns } = await demoAccount(app);

    expect(plans).toHaveLength(1);
    const [plan] = plans;
    expect(plan.goals).toEqual(DEMO_QUIZ_ANSWERS.goals);
    const saved = (await client.agent.get(`/api/supplement-recommendations/${plan.id}`).expect(200)).body as SupplementRecommendationsResponse;
    const engine = await app.get(QuizService).submit(DEMO_QUIZ_ANSWERS, undefined);
    expect(saved.recommendations).toEqual(engine.recommendations);
    expect(saved.recommendations.length).toBeGreaterThan(0);

    expect(checkIns).toHaveLength(8);
    const times = checkIns.map((checkIn: CheckIn) => Date.parse(checkIn.date));
    for (let i = 1; i < times.length; i += 1) expect(times[i] - times[i - 1]).toBe(DEMO_CHECK_IN_INTERVAL_DAYS * DAY_MS);
    const sinceLatest = Date.now() - times[times.length - 1];
    expect(sinceLatest).toBeGreaterThan(0);
    expect(sinceLatest).toBeLessThan(DEMO_CHECK_IN_INTERVAL_DAYS * DAY_MS);
    // The plan came first, then the check-ins that followed it.
    expect(Date.parse(plan.createdAt)).toBeLessThan(times[0]);

    for (const metric of TREND) {
      const values = checkIns.map((checkIn: CheckIn) => checkIn[metric]);
      expect(values[values.length - 1]).toBeGreaterThan(values[0]);
      values.slice(1).forEach((value, i) => expect(value).toBeGreaterThanOrEqual(values[i]));
    }
    const adherence = checkIns.reduce((sum: number, checkIn: CheckIn) => sum + checkIn.adherence, 0) / checkIns.length;
    expect(adherence).toBeGreaterThanOrEqual(80);
  });

  it('adds nothing on a restart, to a second replica starting at once, or when seeded again', async () => {
    const database = await db.create();
    await Promise.all([start({ database }), start({ database })]);
    const restarted = await start({ database });
    const dataSource = restarted.get(DataSource);
    expect(await seedDemoData(dataSource, DEMO_USER.email, writersOf(restarted))).toBe(false);

    const { userId, plans, checkIns } = await demoAccount(restarted);
    expect(plans).toHaveLength(1);
    expect(checkIns).toHaveLength(8);
    expect(await dataSource.getRepository(QuizResponseEntity).countBy({ userId })).toBe(1);
    expect(await dataSource.getRepository(CheckInEntity).countBy({ userId })).toBe(8);
  });

  it('fills a demo account left empty (e.g. created before this seed) on the next start', async () => {
    const database = await db.create();
    const first = await start({ database });
    const { userId } = await demoAccount(first);
    const dataSource = first.get(DataSource);
    await dataSource.getRepository(CheckInEntity).delete({ userId });
    await dataSource.query('DELETE FROM supplement_recommendations');
    await dataSource.getRepository(QuizResponseEntity).delete({ userId });
    await first.close();
    apps.splice(0);

    const second = await start({ database });
    const { plans, checkIns } = await demoAccount(second);
    expect(plans).toHaveLength(1);
    expect(checkIns).toHaveLength(8);
  });

  it('seeds no plan and no check-in with SEED_DEMO=false', async () => {
    const app = await start({ database: await db.create(), env: { SEED_DEMO: 'false' } });
    const dataSource = app.get(DataSource);
    expect(await dataSource.getRepository(QuizResponseEntity).count()).toBe(0);
    expect(await dataSource.getRepository(CheckInEntity).count()).toBe(0);
  });
});
