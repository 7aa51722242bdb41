import type { NestExpressApplication } from '@nestjs/platform-express';
import type { QuizAnswers } from '@sahha/contracts/quiz';

import { QUIZ_SUBMIT_THROTTLE_MESSAGE } from '../src/quiz/submit-throttle';
import { ApiClient, newAccount } from './api-client';
import { createTestApp } from './create-test-app';
import { testDatabases } from './test-databases';

const LIMIT = 3;

function answers(): QuizAnswers {
  return {
    gender: 'male',
    age: '36-45',
    diet: 'omnivore',
    diet_text: '',
    goals: ['energy'],
    goals_text: '',
    lifestyle: 'active',
    currentSupplements: ['none'],
    currentSupplements_text: '',
    healthConcerns: ['none'],
    healthConcerns_text: '',
    additionalHealthInfo: 'no_additional_info',
    currentMedications: 'none',
    currentMedications_text: '',
  };
}

describe.each(testDatabases())('THROTTLE_QUIZ_SUBMIT_LIMIT on $name', (db) => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ database: await db.create(), env: { THROTTLE_QUIZ_SUBMIT_LIMIT: String(LIMIT), THROTTLE_AUTH_LIMIT: '1000' } });
  });

  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  it('allows the limit of submits per IP per minute, then answers 429 with a clear message; a signed-in account counts on its own', async () => {
    // Visitors in separate sessions from one address share the IP's count.
    for (let i = 0; i < LIMIT; i++) await new ApiClient(app).send('post', '/api/quiz/submit', answers(), 200);
    const limited = await new ApiClient(app).send('post', '/api/quiz/submit', answers(), 429);
    expect(limited.body).toEqual({ statusCode: 429, message: QUIZ_SUBMIT_THROTTLE_MESSAGE, error: 'Too Many Requests' });

    // Someone signed in behind the same address (an office, a mobile carrier) is counted per account.
    const member = new ApiClient(app);
    await member.register(newAccount(), 201);
    for (let i = 0; i < LIMIT; i++) await member.send('post', '/api/quiz/submit', answers(), 200);
    await member.send('post', '/api/quiz/submit', answers(), 429);
  });
});
