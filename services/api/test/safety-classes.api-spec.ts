import { INTERACTION_CLASSES, INTERACTION_CLASS_LABELS, type SafetyClassesResponse } from '@sahha/contracts/quiz';
import request from 'supertest';

import { HARD_STOP_EFFECT, safetyClasses } from '../src/clinical/class-effects';
import { useTestApp } from './create-test-app';
import { testDatabases } from './test-databases';

describe.each(testDatabases())('GET /api/safety-classes on $name', (db) => {
  const setup = useTestApp(db);

  it('lists all 49 classes for visitors, in order, with their labels and the effects generated from the rules, cacheable', async () => {
    const res = await request(setup.app.getHttpServer()).get('/api/safety-classes').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');

    const body = res.body as SafetyClassesResponse;
    // 41, then eight from issue P's knowledge gaps (GLP-1, ADHD, integrase, TB, chelators, prescription omega-3, antacid calcium, past weight-loss surgery).
    expect(body.classes).toHaveLength(49);
    expect(body.classes.map((c) => c.class)).toEqual([...INTERACTION_CLASSES]);
    for (const c of body.classes) {
      expect(c.label).toBe(INTERACTION_CLASS_LABELS[c.class]);
      expect(c.effect).not.toBe('');
    }
    expect(body.classes.find((c) => c.class === 'kidney_disease')?.effect).toBe(HARD_STOP_EFFECT);
    expect(body).toEqual({ classes: safetyClasses() });
  });
});
