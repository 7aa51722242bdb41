import type { NestExpressApplication } from '@nestjs/platform-express';
import { QUIZ_FREE_TEXT_MAX, type QuizAnswers } from '@sahha/contracts/quiz';
import request from 'supertest';

import { createApp } from '../src/bootstrap';
import type { DatabaseConfig } from '../src/config/app-config';
import { SCREENING_UNAVAILABLE_MESSAGE } from '../src/quiz/screening/screening-pool';
import { ApiClient } from './api-client';
import { testConfig } from './create-test-app';
import { SLOW_READING, SLOW_SCREENING_WORKER_FILE } from './fixtures/slow-screening-worker-file';
import { testDatabases } from './test-databases';
import { quizAnswers } from './quiz-answers';

/**
 * The reader is linear and fast now (clinical/matcher/reading-cost.spec.ts), so no real text keeps
 * a thread busy for long: these suites run the app with a stand-in worker that reads like the real
 * one but takes about 1.5 s for SLOW_READING, which is what a slow reading did before issue Q.
 */
function appWithSlowReadings(database: DatabaseConfig, env: NodeJS.ProcessEnv): Promise<NestExpressApplication> {
  return createApp({ ...testConfig({ database, env }), screeningWorkerFile: SLOW_SCREENING_WORKER_FILE });
}

/** The longest real text a box takes, a dictionary name over and over: read at full speed by the real worker. */
const LONGEST_REAL_TEXT = 'warfarin '.repeat(QUIZ_FREE_TEXT_MAX).slice(0, QUIZ_FREE_TEXT_MAX);

const answers = (overrides: Partial<QuizAnswers> = {}): QuizAnswers => quizAnswers({ goals: ['energy'], ...overrides });

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())('free-text screening off the request thread on $name', (db) => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    // Long enough for the worst case to finish: this suite measures what else waits meanwhile.
    app = await appWithSlowReadings(await db.create(), { SCREENING_THREADS: '2', SCREENING_TIMEOUT_MS: '60000' });
    await app.listen(0, '127.0.0.1');
  });

  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  it('reads the longest real text a box takes well inside the time limit', async () => {
    const client = new ApiClient(app);
    const { value, ms } = await timed(client.send('post', '/api/quiz/recognise', { field: 'medications', text: LONGEST_REAL_TEXT }, 200));
    expect(value.body.recognised).toEqual([expect.objectContaining({ term: 'warfarin' })]);
    expect(ms).toBeLessThan(1000);
  });

  it('answers a cheap request at once while slow readings run', async () => {
    const client = new ApiClient(app);
    await client.csrfToken();
    const readings = [1, 2].map(() => timed(client.send('post', '/api/quiz/recognise', { field: 'medications', text: SLOW_READING }, 200)));
    let running = true;
    void Promise.all(readings).finally(() => (running = false));
    await sleep(100);
    const health: number[] = [];
    while (running) {
      health.push((await timed(request(app.getHttpServer()).get('/api/health').expect(200))).ms);
      await sleep(50);
    }
    const reading = Math.min(...(await Promise.all(readings)).map((r) => r.ms));
    // Were the reading on the request thread, the first health check would wait for nearly a whole
    // reading (1.5 s, less the 100 ms slept). Off it, a check only shares the 2 cores with the two
    // busy threads and the database: half a reading leaves room for that on a loaded machine.
    expect(health.length).toBeGreaterThan(0);
    expect(Math.max(...health)).toBeLessThan(Math.max(250, reading / 2));
  });
});

describe.each(testDatabases())('a reading past SCREENING_TIMEOUT_MS on $name', (db) => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await appWithSlowReadings(await db.create(), { SCREENING_THREADS: '2', SCREENING_TIMEOUT_MS: '200' });
  });

  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  it('is stopped and answered 503 with a clear message, never 500, on recognise and on submit', async () => {
    const client = new ApiClient(app);
    const unavailable = { statusCode: 503, message: SCREENING_UNAVAILABLE_MESSAGE, error: 'Service Unavailable' };
    const recognised = await client.send('post', '/api/quiz/recognise', { field: 'medications', text: SLOW_READING }, 503);
    expect(recognised.body).toEqual(unavailable);
    const submitted = await client.send('post', '/api/quiz/submit', answers({ currentMedications: SLOW_READING, currentMedications_text: SLOW_READING }), 503);
    expect(submitted.body).toEqual(unavailable);
    // The stopped threads are replaced (each rebuilds its dictionary index first): ordinary text reads again.
    let ok: request.Response | undefined;
    for (let attempt = 0; attempt < 60 && ok?.status !== 200; attempt++) {
      if (attempt > 0) await sleep(250);
      ok = await client.agent.post('/api/quiz/recognise').set('x-csrf-token', await client.csrfToken()).send({ field: 'medications', text: 'warfarin' });
      expect([200, 503]).toContain(ok.status);
    }
    expect(ok?.body.recognised).toEqual([expect.objectContaining({ class: 'anticoagulant', term: 'warfarin' })]);
  });
});
