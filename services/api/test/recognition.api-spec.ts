import type { RecognitionResponse } from '@sahha/contracts/quiz';

import { ApiClient } from './api-client';
import { captureOutput } from './capture-output';
import { useTestApp } from './create-test-app';
import { everyStoredText } from './stored-text';
import { testDatabases } from './test-databases';

/** Words that must never reach a table or a log line: only our own labels may come back. */
const TYPED = 'Marevan 5mg since Ramadan, and xyzqual for my knees';
const SECRET_WORDS = ['marevan', 'ramadan', 'xyzqual', 'knees'];

describe.each(testDatabases())('live recognition on $name', (db) => {
  const setup = useTestApp(db, { env: { LOG_LEVEL: 'trace', THROTTLE_RECOGNITION_LIMIT: '12' } });

  it('names what it recognised with our labels, says what it could not, and is never cached', async () => {
    const client = new ApiClient(setup.app);
    const res = await client.send('post', '/api/quiz/recognise', { field: 'medications', text: 'وارفارين و كونكور' }, 200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.body as RecognitionResponse;
    expect(body.recognised).toEqual(
      expect.arrayContaining([
        { class: 'anticoagulant', label: 'Blood thinner (anticoagulant)', term: 'warfarin' },
        expect.objectContaining({ class: 'blood_pressure', term: 'bisoprolol' }),
      ]),
    );
    const none = await client.send('post', '/api/quiz/recognise', { field: 'healthInfo', text: 'qwzx blorp' }, 200);
    expect(none.body).toEqual({ recognised: [], nothingRecognised: true });
  });

  it('says why it set each concept aside: stopped, someone else\'s, an operation years ago, denied', async () => {
    const client = new ApiClient(setup.app);
    const meds = await client.send('post', '/api/quiz/recognise', { field: 'medications', text: 'Concor 5mg, stopped warfarin, my mother is on Plavix' }, 200);
    expect((meds.body as RecognitionResponse).concepts).toEqual([
      { id: 'bisoprolol', classes: expect.arrayContaining(['blood_pressure']), term: 'bisoprolol' },
      { id: 'warfarin', classes: ['anticoagulant'], term: 'warfarin', setAside: 'stopped' },
      // A relative's medicine on the medicines answer is someone else's, not "Stopped?".
      { id: 'clopidogrel', classes: ['antiplatelet'], term: 'clopidogrel', setAside: 'someone-else' },
    ]);
    const health = await client.send('post', '/api/quiz/recognise', { field: 'healthInfo', text: 'مو حامل, my mother has diabetes, gastric sleeve 3 years ago' }, 200);
    const reasons = Object.fromEntries(((health.body as RecognitionResponse).concepts ?? []).map((c) => [c.id, c.setAside ?? 'counted']));
    expect(reasons).toEqual({ 'cond-bariatric-surgery': 'counted', 'cond-pregnancy': 'denied', 'cond-diabetes': 'someone-else', 'cond-surgery': 'past-operation' });
  });

  it('uses the text in memory only: nothing stored, nothing logged, nothing echoed', async () => {
    const client = new ApiClient(setup.app);
    await client.csrfToken();
    const before = (await everyStoredText(setup.app)).toLowerCase();
    let answer = '';
    const written = await captureOutput(async () => {
      const res = await client.send('post', '/api/quiz/recognise', { field: 'medications', text: TYPED }, 200);
      answer = JSON.stringify(res.body).toLowerCase();
      // Rejected input is not logged either.
      await client.send('post', '/api/quiz/recognise', { field: 'medications', text: `${TYPED} ${'x'.repeat(500)}` }, 400);
      await client.send('post', '/api/quiz/recognise', { field: 'diary', text: TYPED }, 400);
    });
    const output = written.toLowerCase();
    expect(output).toContain('/api/quiz/recognise'); // the request lines were captured
    const after = (await everyStoredText(setup.app)).toLowerCase();
    for (const word of SECRET_WORDS) {
      expect(output).not.toContain(word);
      expect(answer).not.toContain(word);
      expect(after).not.toContain(word);
    }
    expect(after.length).toBe(before.length);
  });

  it('answers 400 with field messages, never 500, and limits the rate per IP', async () => {
    const client = new ApiClient(setup.app);
    for (const [body, message] of [
      [{ field: 'medications' }, 'text must be text'],
      [{ field: 'medications', text: 'x'.repeat(501) }, 'text must be at most 500 characters'],
      [{ field: 'x', text: 'warfarin' }, 'field must be one of: medications, healthInfo'],
    ] as const) {
      const res = await client.send('post', '/api/quiz/recognise', body, 400);
      expect(res.body.message).toEqual(expect.arrayContaining([message]));
    }
    let limited = 0;
    for (let i = 0; i < 8; i++) {
      const res = await client.agent
        .post('/api/quiz/recognise')
        .set('x-csrf-token', await client.csrfToken())
        .send({ field: 'medications', text: 'warfarin' });
      if (res.status === 429) limited += 1;
      else expect(res.status).toBe(200);
    }
    expect(limited).toBeGreaterThan(0);
  });
});
