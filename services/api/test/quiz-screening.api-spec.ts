import type { NestExpressApplication } from '@nestjs/platform-express';
import { QUIZ_FREE_TEXT_MAX, type QuizAnswers } from '@sahha/contracts/quiz';
import request from 'supertest';

import { SCREENING_UNAVAILABLE_MESSAGE } from '../src/quiz/screening/screening-pool';
import { ApiClient } from './api-client';
import { createTestApp } from './create-test-app';
import { testDatabases } from './test-databases';

/**
 * One word of QUIZ_FREE_TEXT_MAX characters made of a dictionary name: among the slowest texts
 * found for the matcher (seconds per reading on the request thread before the worker pool).
 */
const WORST_CASE = 'warfarin'.repeat(QUIZ_FREE_TEXT_MAX).slice(0, QUIZ_FREE_TEXT_MAX);

function answers(overrides: Partial<QuizAnswers> = {}): QuizAnswers {
  return {
    gender: 'female',
    age: '26-35',
    diet: 'vegan',
    diet_text: '',
    goals: ['energy'],
    goals_text: '',
    lifestyle: 'moderate',
    currentSupplements: ['none'],
    currentSupplements_text: '',
    healthConcerns: ['none'],
    healthConcerns_text: '',
    additionalHealthInfo: 'no_additional_info',
    currentMedications: 'none',
    currentMedications_text: '',
    ...overrides,
  };
}

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
    app = await createTestApp({ database: await db.create(), env: { SCREENING_THREADS: '2', SCREENING_TIMEOUT_MS: '60000' } });
    await app.listen(0, '127.0.0.1');
  });

  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  it('answers a cheap request at once while worst-case readings run', async () => {
    const client = new ApiClient(app);
    await client.csrfToken();
    const readings = [1, 2].map(() => timed(client.send('post', '/api/quiz/recognise', { field: 'medications', text: WORST_CASE }, 200)));
    let running = true;
    void Promise.all(readings).finally(() => (running = false));
    await sleep(100);
    const health: number[] = [];
    while (running) {
      health.push((await timed(request(app.getHttpServer()).get('/api/health').expect(200))).ms);
      await sleep(50);
    }
    const reading = Math.min(...(await Promise.all(readings)).map((r) => r.ms));
    // On the request thread, the first health check waited for a whole reading (seconds).
    expect(health.length).toBeGreaterThan(0);
    expect(Math.max(...health)).toBeLessThan(Math.max(250, reading / 4));
  });
});

describe.each(testDatabases())('a reading past SCREENING_TIMEOUT_MS on $name', (db) => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ database: await db.create(), env: { SCREENING_THREADS: '2', SCREENING_TIMEOUT_MS: '200' } });
  });

  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  it('is stopped and answered 503 with a clear message, never 500, on recognise and on submit', async () => {
    const client = new ApiClient(app);
    const unavailable = { statusCode: 503, message: SCREENING_UNAVAILABLE_MESSAGE, error: 'Service Unavailable' };
    const recognised = await client.send('post', '/api/quiz/recognise', { field: 'medications', text: WORST_CASE }, 503);
    expect(recognised.body).toEqual(unavailable);
    const submitted = await client.send('post', '/api/quiz/submit', answers({ currentMedications: WORST_CASE, currentMedications_text: WORST_CASE }), 503);
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
