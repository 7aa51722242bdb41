import { INTERACTION_CLASSES, type MedicineCheckRulesResponse } from '@sahha/contracts/quiz';
import request from 'supertest';

import { medicineCheckRules } from '../src/clinical/medicine-check';
import { useTestApp } from './create-test-app';
import { testDatabases } from './test-databases';

describe.each(testDatabases())('GET /api/medicine-check/rules on $name', (db) => {
  const setup = useTestApp(db);

  it('gives a visitor every class with the rules the engine applies, cacheable by anyone', async () => {
    const res = await request(setup.app.getHttpServer()).get('/api/medicine-check/rules').expect(200);
    // Shared caches may keep it: it names no one and nothing anyone looked up.
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = res.body as MedicineCheckRulesResponse;
    expect(body.classes.map((c) => c.class)).toEqual([...INTERACTION_CLASSES]);
    const anticoagulant = body.classes.find((c) => c.class === 'anticoagulant');
    expect(anticoagulant?.label).toBe('Blood thinner (anticoagulant)');
    expect(anticoagulant?.effects.length).toBeGreaterThan(0);
    expect(body).toEqual(medicineCheckRules());
  });

  it('answers the same to every visitor: the lookup never depends on who asks or what they typed', async () => {
    const [first, second] = await Promise.all([
      request(setup.app.getHttpServer()).get('/api/medicine-check/rules?q=warfarin').expect(200),
      request(setup.app.getHttpServer()).get('/api/medicine-check/rules').set('Cookie', 'sahha.sid=whatever').expect(200),
    ]);
    expect(first.body).toEqual(second.body);
  });
});
