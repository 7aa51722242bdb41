import { INTERACTION_CLASSES } from '@sahha/contracts/quiz';

import { PLAN_TOKEN_LIFETIME_MS, PLAN_TOKEN_MESSAGES, PlanTokenSealer, type PlanTokenPayload } from './plan-token';

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
    medicationClasses: ['anticoagulant', 'ssri_snri'],
    healthInfoClasses: ['pregnancy_breastfeeding'],
  },
  recommendations: [],
  safetyNotes: ['Space iron and calcium two hours apart.'],
  safetyStop: null,
  screening: { medicationClasses: ['anticoagulant', 'ssri_snri'], healthInfoClasses: ['pregnancy_breastfeeding'], unidentified: ['healthInfo'] },
  issuedAt: NOW,
};

const sealer = new PlanTokenSealer('a-session-secret-of-at-least-thirty-two-characters');

/** Every way someone holding the token might try to read it: the whole token and each '.'/'-'/'_'-separated piece, as base64 or base64url. */
function decodings(token: string): string[] {
  const pieces = [token, ...token.split(/[._-]/).filter((piece) => piece.length >= 4)];
  return pieces.flatMap((piece) => [Buffer.from(piece, 'base64url'), Buffer.from(piece, 'base64')].map((bytes) => bytes.toString('utf8').toLowerCase()));
}

/** base64url text with one bit of the decoded byte at `index` changed. */
function flipByte(token: string, index: number): string {
  const raw = Buffer.from(token, 'base64url');
  raw[(index + raw.length) % raw.length] ^= 0x01;
  return raw.toString('base64url');
}

describe('PlanTokenSealer', () => {
  it('gives back exactly the sealed plan within 7 days', () => {
    const token = sealer.seal(payload);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealer.open(token, NOW + PLAN_TOKEN_LIFETIME_MS)).toEqual(payload);
  });

  it('carries no readable health data: no class, label, note or JSON in any decoding of the token', () => {
    const token = sealer.seal(payload);
    const secrets = [...INTERACTION_CLASSES, 'anticoagulant', 'pregnancy', 'medicationclasses', 'healthinfo', 'space iron', 'vegan', '"record"', 'issuedat'];
    for (const text of decodings(token)) {
      for (const secret of secrets) expect(text).not.toContain(secret.toLowerCase());
    }
  });

  it('seals the same plan differently every time (a random IV), and both open', () => {
    const [first, second] = [sealer.seal(payload), sealer.seal(payload)];
    expect(first).not.toBe(second);
    expect(Buffer.from(first, 'base64url').subarray(0, 12)).not.toEqual(Buffer.from(second, 'base64url').subarray(0, 12));
    expect(sealer.open(second, NOW)).toEqual(sealer.open(first, NOW));
  });

  it('refuses a token after 7 days, and one issued in the future', () => {
    const token = sealer.seal(payload);
    expect(() => sealer.open(token, NOW + PLAN_TOKEN_LIFETIME_MS + 1)).toThrow(PLAN_TOKEN_MESSAGES.expired);
    expect(() => sealer.open(sealer.seal({ ...payload, issuedAt: NOW + 10 * 60 * 1000 }), NOW)).toThrow(PLAN_TOKEN_MESSAGES.invalid);
  });

  it.each([
    ['the IV', 0],
    ['the ciphertext', 20],
    ['the tag', -1],
  ])('refuses a token with one bit of %s changed', (_part, index) => {
    expect(() => sealer.open(flipByte(sealer.seal(payload), index), NOW)).toThrow(PLAN_TOKEN_MESSAGES.invalid);
  });

  it('refuses a truncated or extended token', () => {
    const raw = Buffer.from(sealer.seal(payload), 'base64url');
    expect(() => sealer.open(raw.subarray(0, raw.length - 1).toString('base64url'), NOW)).toThrow(PLAN_TOKEN_MESSAGES.invalid);
    expect(() => sealer.open(Buffer.concat([raw, Buffer.from([0])]).toString('base64url'), NOW)).toThrow(PLAN_TOKEN_MESSAGES.invalid);
  });

  it('refuses a token sealed with another key', () => {
    const other = new PlanTokenSealer('another-session-secret-of-thirty-two-chars');
    expect(() => sealer.open(other.seal(payload), NOW)).toThrow(PLAN_TOKEN_MESSAGES.invalid);
  });

  it('refuses a readable token of the old signed format', () => {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    expect(() => sealer.open(`${body}.${'A'.repeat(43)}`, NOW)).toThrow(PLAN_TOKEN_MESSAGES.invalid);
    expect(() => sealer.open(body, NOW)).toThrow(PLAN_TOKEN_MESSAGES.invalid);
  });

  it.each(['', 'abc', 'a.b.c', '.x', 'x.', 'A'.repeat(38), 'A'.repeat(200), `${'A'.repeat(60)}==`, 'ü'.repeat(60)])('refuses the malformed token %j', (token) => {
    expect(() => sealer.open(token, NOW)).toThrow(PLAN_TOKEN_MESSAGES.invalid);
  });

  it('refuses a correctly sealed body that is not a plan', () => {
    // Sealed with the same key over something else (e.g. another format) is still not a plan.
    expect(() => sealer.open(sealer.seal({} as PlanTokenPayload), NOW)).toThrow(PLAN_TOKEN_MESSAGES.invalid);
    expect(() => sealer.open(sealer.seal([] as unknown as PlanTokenPayload), NOW)).toThrow(PLAN_TOKEN_MESSAGES.invalid);
  });
});
