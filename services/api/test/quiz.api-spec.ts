import type { NestExpressApplication } from '@nestjs/platform-express';
import type { QuizAnswers, QuizSubmitResponse } from '@sahha/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { ApiClient, newAccount } from './api-client';
import { createTestApp } from './create-test-app';
import { everyStoredText } from './stored-text';
import { testDatabases } from './test-databases';

const MEDICATION_TEXT = 'Xarelto 20mg and Cipralex since March';
const HEALTH_TEXT = 'Told my GP about my Synthroid routine';

function answers(overrides: Partial<QuizAnswers> = {}): QuizAnswers {
  return {
    gender: 'female',
    age: '26-35',
    diet: 'vegan',
    diet_text: '',
    goals: ['energy', 'focus'],
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

describe.each(testDatabases())('quiz on $name', (db) => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ database: await db.create(), env: { THROTTLE_AUTH_LIMIT: '1000' } });
  });

  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  async function signedIn(): Promise<ApiClient> {
    const client = new ApiClient(app);
    await client.send('post', '/api/register', newAccount(), 201);
    return client;
  }

  it('gives a visitor recommendations without saving anything', async () => {
    const visitor = new ApiClient(app);
    const res = await visitor.send('post', '/api/quiz/submit', answers(), 200);
    const body = res.body as QuizSubmitResponse;
    expect(body.recommendations.length).toBeGreaterThanOrEqual(3);
    expect(body.recommendations.length).toBeLessThanOrEqual(6);
    expect(body.recommendations.map((item) => item.productId)).toContain('vitamin-b12');
    for (const item of body.recommendations) {
      expect(item).toEqual(
        expect.objectContaining({
          name: expect.any(String),
          description: expect.any(String),
          recommendationReason: expect.any(String),
          timeOfDay: expect.any(String),
          evidenceUrl: expect.stringMatching(/^https:\/\//),
        }),
      );
    }
    expect(body.quizResponseId).toBeUndefined();
    const count = await app.get(DataSource).query('SELECT COUNT(*) AS n FROM quiz_responses');
    expect(Number(count[0].n)).toBe(0);
  });

  it('still needs the CSRF token', async () => {
    await request(app.getHttpServer()).post('/api/quiz/submit').send(answers()).expect(403);
  });

  it('saves a signed-in plan, lists it and reads it back for the owner only', async () => {
    const owner = await signedIn();
    const res = await owner.send('post', '/api/quiz/submit', answers({ goals: ['sleep', 'stress', 'immunity'] }), 200);
    const { quizResponseId, recommendations } = res.body as QuizSubmitResponse;
    expect(quizResponseId).toEqual(expect.any(Number));

    const list = await owner.agent.get('/api/quiz-responses').expect(200);
    expect(list.body).toEqual({
      success: true,
      quizResponses: [expect.objectContaining({ id: quizResponseId, goals: ['sleep', 'stress', 'immunity'], recommendationCount: recommendations.length })],
    });

    const detail = await owner.agent.get(`/api/quiz-responses/${quizResponseId}`).expect(200);
    expect(detail.body).toEqual(
      expect.objectContaining({ success: true, id: quizResponseId, age: '26-35', diet: 'vegan', currentMedications: 'none', additionalHealthInfo: 'none' }),
    );
    const set = await owner.agent.get(`/api/supplement-recommendations/${quizResponseId}`).expect(200);
    expect(set.body.recommendations).toEqual(recommendations);

    const stranger = await signedIn();
    await stranger.agent.get(`/api/quiz-responses/${quizResponseId}`).expect(404);
    await stranger.agent.get(`/api/supplement-recommendations/${quizResponseId}`).expect(404);
    const strangerList = await stranger.agent.get('/api/quiz-responses').expect(200);
    expect(strangerList.body.quizResponses).toEqual([]);
  });

  it('does not save the same answers twice when the client re-submits after sign-in', async () => {
    const client = await signedIn();
    const first = await client.send('post', '/api/quiz/submit', answers({ goals: ['muscle'] }), 200);
    const second = await client.send('post', '/api/quiz/submit', answers({ goals: ['muscle'] }), 200);
    expect(second.body.quizResponseId).toBe(first.body.quizResponseId);
    const changed = await client.send('post', '/api/quiz/submit', answers({ goals: ['skin'] }), 200);
    expect(changed.body.quizResponseId).not.toBe(first.body.quizResponseId);
  });

  it('needs a session for saved plans and rejects non-numeric ids', async () => {
    await request(app.getHttpServer()).get('/api/quiz-responses').expect(401);
    await request(app.getHttpServer()).get('/api/quiz-responses/1').expect(401);
    const client = await signedIn();
    const res = await client.agent.get('/api/quiz-responses/abc').expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'id must be a number', error: 'Bad Request' });
    await client.agent.get('/api/supplement-recommendations/1.5').expect(400);
  });

  it('stores only the detected interaction classes, never the medication text', async () => {
    const client = await signedIn();
    const res = await client.send(
      'post',
      '/api/quiz/submit',
      answers({ currentMedications: MEDICATION_TEXT, currentMedications_text: MEDICATION_TEXT, additionalHealthInfo: HEALTH_TEXT }),
      200,
    );
    const body = res.body as QuizSubmitResponse;
    expect(JSON.stringify(body)).not.toContain('Xarelto');
    const detail = await client.agent.get(`/api/quiz-responses/${body.quizResponseId}`).expect(200);
    expect(detail.body.currentMedications).toEqual(expect.arrayContaining(['anticoagulant', 'ssri_snri']));
    expect(detail.body.additionalHealthInfo).toEqual(['levothyroxine']);

    const stored = (await everyStoredText(app)).toLowerCase();
    for (const word of ['xarelto', 'cipralex', 'synthroid', 'since march', 'my gp']) expect(stored).not.toContain(word);
  });

  it.each([
    [{ gender: 'robot' }, 'gender must be one of: male, female, non-binary, prefer-not-to-say'],
    [{ goals: ['energy', 'sleep', 'focus', 'skin'] }, 'goals allows at most 3 choices'],
    [{ goals: [] }, 'goals needs at least one choice'],
    [{ goals: ['flying'] }, expect.stringContaining('each goal must be one of')],
    [{ currentMedications: '   ' }, 'currentMedications needs an option or some text'],
    [{ diet_text: 'x'.repeat(501) }, 'diet_text must be at most 500 characters'],
    [{ healthConcerns: 'sleep' }, 'healthConcerns must be a list'],
  ])('rejects %j with a field message', async (override, message) => {
    const res = await new ApiClient(app).send('post', '/api/quiz/submit', answers(override as Partial<QuizAnswers>), 400);
    expect(res.body.message).toEqual(expect.arrayContaining([message]));
  });

  it('rejects unknown fields and never answers 500 to junk', async () => {
    const client = new ApiClient(app);
    await client.send('post', '/api/quiz/submit', { ...answers(), favouriteColour: 'teal' }, 400);
    for (const junk of [null, [], 'text', 42, { ...answers(), goals: null }, { ...answers(), age: 30 }, {}]) {
      const res = await client.agent
        .post('/api/quiz/submit')
        .set('x-csrf-token', await client.csrfToken())
        .set('content-type', 'application/json')
        .send(JSON.stringify(junk));
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });

  it('hands saved plans to the account export and deletes them with the account', async () => {
    const account = newAccount();
    const client = new ApiClient(app);
    await client.send('post', '/api/register', account, 201);
    await client.send('post', '/api/quiz/submit', answers({ goals: ['aging'] }), 200);
    const exported = await client.agent.get('/api/account/export').expect(200);
    expect(exported.body.data.quizResponses).toEqual([expect.objectContaining({ goals: ['aging'], recommendations: expect.any(Array) })]);

    await client.send('delete', '/api/account', { password: account.password }, 200);
    const rows = await app.get(DataSource).query('SELECT COUNT(*) AS n FROM quiz_responses q JOIN users u ON u.id = q.user_id WHERE u.email = ?', [account.email]);
    expect(Number(rows[0].n)).toBe(0);
    const orphans = await app.get(DataSource).query(
      'SELECT COUNT(*) AS n FROM supplement_recommendations s LEFT JOIN quiz_responses q ON q.id = s.quiz_response_id WHERE q.id IS NULL',
    );
    expect(Number(orphans[0].n)).toBe(0);
  });
});
