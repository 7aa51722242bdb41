import type { QuizAnswers, QuizSubmitResponse } from '@sahha/contracts/quiz';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { QuizService } from '../src/quiz/quiz.service';
import { ApiClient, newAccount } from './api-client';
import { useTestApp } from './create-test-app';
import { everyStoredText } from './stored-text';
import { testDatabases } from './test-databases';
import { quizAnswers as answers } from './quiz-answers';

const MEDICATION_TEXT = 'Xarelto 20mg and Cipralex since March';
const HEALTH_TEXT = 'Told my GP about my Synthroid routine';

describe.each(testDatabases())('quiz on $name', (db) => {
  const setup = useTestApp(db, { env: { THROTTLE_AUTH_LIMIT: '1000' } });

  async function signedIn(): Promise<ApiClient> {
    const client = new ApiClient(setup.app);
    await client.send('post', '/api/register', newAccount(), 201);
    return client;
  }

  it('gives a visitor recommendations without saving anything', async () => {
    // The seeded demo account already has a plan: count what this submission adds.
    const countResponses = async () => Number((await setup.app.get(DataSource).query('SELECT COUNT(*) AS n FROM quiz_responses'))[0].n);
    const before = await countResponses();
    const visitor = new ApiClient(setup.app);
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
    expect(await countResponses()).toBe(before);
  });

  it('still needs the CSRF token', async () => {
    await request(setup.app.getHttpServer()).post('/api/quiz/submit').send(answers()).expect(403);
  });

  it('saves a signed-in plan, lists it and reads it back for the owner only', async () => {
    const owner = await signedIn();
    const res = await owner.send('post', '/api/quiz/submit', answers({ goals: ['sleep', 'stress', 'immunity'] }), 200);
    const { quizResponseId, recommendations } = res.body as QuizSubmitResponse;
    expect(quizResponseId).toEqual(expect.any(Number));

    const list = await owner.agent.get('/api/quiz-responses').expect(200);
    expect(list.body).toEqual({
      success: true,
      quizResponses: [
        expect.objectContaining({
          id: quizResponseId,
          goals: ['sleep', 'stress', 'immunity'],
          recommendationCount: recommendations.length,
          itemNames: recommendations.map((item) => item.name),
          safetyNotes: expect.any(Array),
        }),
      ],
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

  // Kidney or liver disease (docs/requirements.md, "Recommendation engine and safety screen") stops the plan and sends the person to their doctor first;
  // reopening the saved plan must say so again, not show an empty plan.
  it('keeps a stopped plan\'s safety stop, whether saved on submit or from a visitor\'s token', async () => {
    const stopped = answers({ additionalHealthInfo: 'I have chronic kidney disease (stage 3)' });
    const client = await signedIn();
    const submitted = (await client.send('post', '/api/quiz/submit', stopped, 200)).body as QuizSubmitResponse;
    expect(submitted.safetyStop).toEqual(expect.objectContaining({ reason: 'kidney_disease' }));
    const saved = await client.agent.get(`/api/supplement-recommendations/${submitted.quizResponseId}`).expect(200);
    expect(saved.body).toEqual({ success: true, recommendations: [], safetyNotes: submitted.safetyNotes, safetyStop: submitted.safetyStop });

    const visitor = new ApiClient(setup.app);
    const { planToken, safetyStop } = (await visitor.send('post', '/api/quiz/submit', stopped, 200)).body as QuizSubmitResponse;
    await visitor.register(newAccount(), 201);
    const { quizResponseId } = (await visitor.send('post', '/api/quiz/save-plan', { planToken }, 200)).body as { quizResponseId: number };
    const fromToken = await visitor.agent.get(`/api/supplement-recommendations/${quizResponseId}`).expect(200);
    expect(fromToken.body.safetyStop).toEqual(safetyStop);
    expect(fromToken.body.recommendations).toEqual([]);
  });

  it('needs a session for saved plans and rejects non-numeric ids', async () => {
    await request(setup.app.getHttpServer()).get('/api/quiz-responses').expect(401);
    await request(setup.app.getHttpServer()).get('/api/quiz-responses/1').expect(401);
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

    const stored = (await everyStoredText(setup.app)).toLowerCase();
    for (const word of ['xarelto', 'cipralex', 'synthroid', 'since march', 'my gp']) expect(stored).not.toContain(word);
  });

  it('screens a medicine typed in the supplements box and a pregnancy typed as a goal, and keeps only their classes', async () => {
    const client = await signedIn();
    const body = (
      await client.send(
        'post',
        '/api/quiz/submit',
        answers({ currentSupplements_text: 'Vitamin D, and my Xarelto', goals_text: 'energy while I am pregnant' }),
        200,
      )
    ).body as QuizSubmitResponse;
    expect(body.screening.medicationClasses).toEqual(['anticoagulant']);
    expect(body.screening.healthInfoClasses).toEqual(['pregnancy_breastfeeding']);
    const detail = await client.agent.get(`/api/quiz-responses/${body.quizResponseId}`).expect(200);
    // The medicines question was answered 'none', but a medicine was found elsewhere: its class is kept, not 'none'.
    expect(detail.body.currentMedications).toEqual(['anticoagulant']);
    expect(detail.body.additionalHealthInfo).toEqual(['pregnancy_breastfeeding']);
    expect((await everyStoredText(setup.app)).toLowerCase()).not.toContain('xarelto');
  });

  describe('saving a visitor\'s plan after sign-up (POST /api/quiz/save-plan)', () => {
    const typed = answers({
      currentMedications: MEDICATION_TEXT,
      currentMedications_text: MEDICATION_TEXT,
      additionalHealthInfo: HEALTH_TEXT,
      currentSupplements: ['vitamin_d'],
      currentSupplements_text: 'Solgar magnesium',
    });

    it('saves exactly the plan the visitor saw, with classes and notes but none of the typed text', async () => {
      const browser = new ApiClient(setup.app);
      const submitted = (await browser.send('post', '/api/quiz/submit', typed, 200)).body as QuizSubmitResponse;
      expect(submitted.quizResponseId).toBeUndefined();
      expect(submitted.planToken).toEqual(expect.any(String));
      const tokenText = Buffer.from(submitted.planToken!, 'base64url').toString('utf8').toLowerCase();
      for (const word of ['xarelto', 'cipralex', 'synthroid', 'since march', 'my gp', 'solgar']) expect(tokenText).not.toContain(word);

      await browser.register(newAccount(), 201);
      const saved = await browser.send('post', '/api/quiz/save-plan', { planToken: submitted.planToken }, 200);
      expect(saved.body).toEqual({ success: true, quizResponseId: expect.any(Number) });
      const { quizResponseId } = saved.body as { quizResponseId: number };

      const list = await browser.agent.get('/api/quiz-responses').expect(200);
      expect(list.body.quizResponses).toEqual([
        expect.objectContaining({
          id: quizResponseId,
          itemNames: submitted.recommendations.map((item) => item.name),
          safetyNotes: submitted.safetyNotes,
          recommendationCount: submitted.recommendations.length,
        }),
      ]);
      const detail = await browser.agent.get(`/api/quiz-responses/${quizResponseId}`).expect(200);
      expect(detail.body.currentMedications).toEqual(expect.arrayContaining(['anticoagulant', 'ssri_snri']));
      expect(detail.body.additionalHealthInfo).toEqual(['levothyroxine']);
      const set = await browser.agent.get(`/api/supplement-recommendations/${quizResponseId}`).expect(200);
      expect(set.body).toEqual({ success: true, recommendations: submitted.recommendations, safetyNotes: submitted.safetyNotes, safetyStop: null });

      // A double click (or the automatic save plus the button) saves once.
      const again = await browser.send('post', '/api/quiz/save-plan', { planToken: submitted.planToken }, 200);
      expect(again.body.quizResponseId).toBe(quizResponseId);
      expect((await browser.agent.get('/api/quiz-responses').expect(200)).body.quizResponses).toHaveLength(1);

      const stored = (await everyStoredText(setup.app)).toLowerCase();
      for (const word of ['xarelto', 'cipralex', 'synthroid', 'solgar']) expect(stored).not.toContain(word);
    });

    it('answers 400 with a clear message to a tampered token and saves nothing', async () => {
      const visitor = new ApiClient(setup.app);
      const { planToken } = (await visitor.send('post', '/api/quiz/submit', typed, 200)).body as QuizSubmitResponse;
      // The token is sealed: its plan cannot be read to be edited, so a change is a changed byte.
      const raw = Buffer.from(planToken!, 'base64url');
      raw[raw.length - 40] ^= 0x01;
      const forged = raw.toString('base64url');

      const client = await signedIn();
      const res = await client.send('post', '/api/quiz/save-plan', { planToken: forged }, 400);
      expect(res.body.message).toBe('This plan could not be verified. Please take the quiz again to get a new plan.');
      for (const junk of [{}, { planToken: 42 }, { planToken: '' }, { planToken: 'x'.repeat(64_001) }]) {
        const bad = await client.send('post', '/api/quiz/save-plan', junk, 400);
        expect(bad.body.message).toEqual(expect.arrayContaining([expect.stringMatching(/^planToken /)]));
      }
      expect((await client.agent.get('/api/quiz-responses').expect(200)).body.quizResponses).toEqual([]);
    });

    it('saves to the caller only, needs a session and the CSRF header', async () => {
      const visitor = new ApiClient(setup.app);
      const { planToken } = (await visitor.send('post', '/api/quiz/submit', answers({ goals: ['digestion'] }), 200)).body as QuizSubmitResponse;
      await visitor.send('post', '/api/quiz/save-plan', { planToken }, 401);
      const caller = await signedIn();
      await caller.agent.post('/api/quiz/save-plan').send({ planToken }).expect(403);
      const { quizResponseId } = (await caller.send('post', '/api/quiz/save-plan', { planToken }, 200)).body as { quizResponseId: number };
      await caller.agent.get(`/api/quiz-responses/${quizResponseId}`).expect(200);
      const other = await signedIn();
      await other.agent.get(`/api/quiz-responses/${quizResponseId}`).expect(404);
    });

    it('saves one plan when the same token is saved several times at the same instant', async () => {
      const browser = new ApiClient(setup.app);
      const { planToken } = (await browser.send('post', '/api/quiz/submit', answers({ goals: ['immunity'] }), 200)).body as QuizSubmitResponse;
      const { user } = (await browser.register(newAccount(), 201)).body as { user: { id: number } };
      // Straight into the service: over HTTP the session middleware spaces the requests out, and
      // every save would find the one before it. Here all of them look before any inserts.
      const quiz = setup.app.get(QuizService);
      const ids = await Promise.all([1, 2, 3].map(() => quiz.savePlanFromToken(planToken!, user.id)));
      expect(new Set(ids).size).toBe(1);
      expect((await browser.agent.get('/api/quiz-responses').expect(200)).body.quizResponses).toEqual([expect.objectContaining({ id: ids[0] })]);
    });

    it('gives a signed-in submit no token (its plan is already saved)', async () => {
      const client = await signedIn();
      const body = (await client.send('post', '/api/quiz/submit', answers({ goals: ['skin', 'aging'] }), 200)).body as QuizSubmitResponse;
      expect(body.quizResponseId).toEqual(expect.any(Number));
      expect(body.planToken).toBeUndefined();
    });
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
    const res = await new ApiClient(setup.app).send('post', '/api/quiz/submit', answers(override as Partial<QuizAnswers>), 400);
    expect(res.body.message).toEqual(expect.arrayContaining([message]));
  });

  it('rejects unknown fields and never answers 500 to junk', async () => {
    const client = new ApiClient(setup.app);
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
    const client = new ApiClient(setup.app);
    await client.send('post', '/api/register', account, 201);
    await client.send('post', '/api/quiz/submit', answers({ goals: ['aging'] }), 200);
    const exported = await client.agent.get('/api/account/export').expect(200);
    expect(exported.body.data.quizResponses).toEqual([expect.objectContaining({ goals: ['aging'], recommendations: expect.any(Array) })]);

    await client.send('delete', '/api/account', { password: account.password }, 200);
    const rows = await setup.app.get(DataSource).query('SELECT COUNT(*) AS n FROM quiz_responses q JOIN users u ON u.id = q.user_id WHERE u.email = ?', [account.email]);
    expect(Number(rows[0].n)).toBe(0);
    const orphans = await setup.app.get(DataSource).query(
      'SELECT COUNT(*) AS n FROM supplement_recommendations s LEFT JOIN quiz_responses q ON q.id = s.quiz_response_id WHERE q.id IS NULL',
    );
    expect(Number(orphans[0].n)).toBe(0);
  });
});
