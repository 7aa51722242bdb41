import { PLAN_TOKEN_LIFETIME_MS, PLAN_TOKEN_MESSAGES, PlanTokenSigner, type PlanTokenPayload } from './plan-token';

const NOW = Date.parse('2026-11-23T10:00:00Z');

const payload: PlanTokenPayload = {
  record: {
    gender: 'female',
    age: '26-35',
    diet: 'vegan',
    lifestyle: 'moderate',
    goals: ['energy'],
    healthConcerns: ['none'],
    currentSupplements: ['vitamin_d'],
    medicationClasses: ['anticoagulant'],
    healthInfoClasses: 'none',
  },
  recommendations: [],
  safetyNotes: ['Space iron and calcium two hours apart.'],
  safetyStop: null,
  screening: { medicationClasses: ['anticoagulant'], healthInfoClasses: [], unidentified: [] },
  issuedAt: NOW,
};

const signer = new PlanTokenSigner('a-session-secret-of-at-least-thirty-two-characters');

describe('PlanTokenSigner', () => {
  it('gives back exactly the signed plan within 7 days', () => {
    const token = signer.sign(payload);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(signer.verify(token, NOW + PLAN_TOKEN_LIFETIME_MS)).toEqual(payload);
  });

  it('refuses a token after 7 days, and one issued in the future', () => {
    const token = signer.sign(payload);
    expect(() => signer.verify(token, NOW + PLAN_TOKEN_LIFETIME_MS + 1)).toThrow(PLAN_TOKEN_MESSAGES.expired);
    expect(() => signer.verify(signer.sign({ ...payload, issuedAt: NOW + 10 * 60 * 1000 }), NOW)).toThrow(PLAN_TOKEN_MESSAGES.invalid);
  });

  it('refuses a changed payload, even one re-encoded with the old signature', () => {
    const [body, mac] = signer.sign(payload).split('.');
    const changed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    changed.record.medicationClasses = 'none';
    const forged = `${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${mac}`;
    expect(() => signer.verify(forged, NOW)).toThrow(PLAN_TOKEN_MESSAGES.invalid);
  });

  it('refuses a token signed with another key', () => {
    const other = new PlanTokenSigner('another-session-secret-of-thirty-two-chars');
    expect(() => signer.verify(other.sign(payload), NOW)).toThrow(PLAN_TOKEN_MESSAGES.invalid);
  });

  it.each(['', 'abc', 'a.b.c', '.x', 'x.', `${'e30'}.${'A'.repeat(43)}`])('refuses the malformed token %j', (token) => {
    expect(() => signer.verify(token, NOW)).toThrow(PLAN_TOKEN_MESSAGES.invalid);
  });

  it('refuses a correctly signed body that is not a plan', () => {
    // A MAC made with the same key over something else (e.g. an older format) is still not a plan.
    const mac = (signer as unknown as { mac(body: string): Buffer }).mac('e30').toString('base64url');
    expect(() => signer.verify(`e30.${mac}`, NOW)).toThrow(PLAN_TOKEN_MESSAGES.invalid);
  });
});
