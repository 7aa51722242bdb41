import { SUGGESTION_QUERY_MAX, type RecognitionResponse, type SuggestionsResponse } from '@sahha/contracts/quiz';

import { ApiClient } from './api-client';
import { captureOutput } from './capture-output';
import { useTestApp } from './create-test-app';
import { everyStoredText } from './stored-text';
import { testDatabases } from './test-databases';

describe.each(testDatabases())('quiz picker suggestions and concept ids on $name', (db) => {
  const setup = useTestApp(db, { env: { LOG_LEVEL: 'trace', THROTTLE_RECOGNITION_LIMIT: '12' } });

  it('suggests knowledge-base concepts for a misspelt, branded or Arabic fragment, never cached', async () => {
    const client = new ApiClient(setup.app);
    const typo = await client.send('post', '/api/quiz/suggestions', { field: 'medications', q: 'warfrin' }, 200);
    expect(typo.headers['cache-control']).toBe('no-store');
    expect((typo.body as SuggestionsResponse).suggestions[0]).toEqual({ id: 'warfarin', classes: ['anticoagulant'], term: 'warfarin', matched: 'warfarin', match: 'typo' });
    const brand = await client.send('post', '/api/quiz/suggestions', { field: 'medications', q: 'Marev' }, 200);
    expect(brand.body.suggestions[0]).toEqual(expect.objectContaining({ id: 'warfarin', matched: 'Marevan' }));
    const arabic = await client.send('post', '/api/quiz/suggestions', { field: 'healthInfo', q: 'حامل' }, 200);
    expect(arabic.body.suggestions[0]).toEqual(expect.objectContaining({ id: 'cond-pregnancy' }));
    const nothing = await client.send('post', '/api/quiz/suggestions', { field: 'medications', q: 'qzxv' }, 200);
    expect(nothing.body).toEqual({ suggestions: [] });
  });

  it('gives recognise answers concept ids, with a reason for what it set aside', async () => {
    const client = new ApiClient(setup.app);
    const res = await client.send('post', '/api/quiz/recognise', { field: 'medications', text: 'Concor 5mg, stopped warfarin last year' }, 200);
    const body = res.body as RecognitionResponse;
    expect(body.concepts).toEqual([
      { id: 'bisoprolol', classes: expect.arrayContaining(['blood_pressure']), term: 'bisoprolol' },
      { id: 'warfarin', classes: ['anticoagulant'], term: 'warfarin', setAside: 'stopped' },
    ]);
    const health = await client.send('post', '/api/quiz/recognise', { field: 'healthInfo', text: 'not pregnant' }, 200);
    expect(health.body.concepts).toEqual([expect.objectContaining({ id: 'cond-pregnancy', setAside: 'denied' })]);
  });

  it('uses the fragment in memory only: nothing stored, nothing logged, nothing echoed', async () => {
    const client = new ApiClient(setup.app);
    await client.csrfToken();
    const before = await everyStoredText(setup.app);
    let answers = '';
    const written = await captureOutput(async () => {
      const res = await client.send('post', '/api/quiz/suggestions', { field: 'medications', q: 'xyzqual knees' }, 200);
      answers = JSON.stringify(res.body).toLowerCase();
      await client.send('post', '/api/quiz/suggestions', { field: 'medications', q: `xyzqual ${'x'.repeat(SUGGESTION_QUERY_MAX)}` }, 400);
    });
    const output = written.toLowerCase();
    expect(output).toContain('/api/quiz/suggestions');
    for (const word of ['xyzqual', 'knees']) {
      expect(output).not.toContain(word);
      expect(answers).not.toContain(word);
    }
    expect(await everyStoredText(setup.app)).toBe(before);
  });

  it('answers 400 with field messages and limits the rate per client apart from recognition', async () => {
    const client = new ApiClient(setup.app);
    for (const [body, message] of [
      [{ field: 'medications' }, 'q must be text'],
      [{ field: 'medications', q: 'x'.repeat(SUGGESTION_QUERY_MAX + 1) }, `q must be at most ${SUGGESTION_QUERY_MAX} characters`],
      [{ field: 'diary', q: 'warfarin' }, 'field must be one of: medications, healthInfo'],
    ] as const) {
      const res = await client.send('post', '/api/quiz/suggestions', body, 400);
      expect(res.body.message).toEqual(expect.arrayContaining([message]));
    }
    const token = await client.csrfToken();
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      statuses.push((await client.agent.post('/api/quiz/suggestions').set('x-csrf-token', token).send({ field: 'medications', q: 'warf' })).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s !== 429 && s !== 200)).toEqual([]);
  });
});
