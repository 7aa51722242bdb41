import { expiryAfter, hashAccountToken, issueAccountToken, isTokenUsable } from './account-tokens';

describe('account tokens', () => {
  it('issues 32 random bytes as base64url and stores only their SHA-256', () => {
    const { token, hash } = issueAccountToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashAccountToken(token));
    expect(hash).not.toContain(token);
  });

  it('never issues the same token twice', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => issueAccountToken().token));
    expect(tokens.size).toBe(200);
  });

  it('hashes deterministically and distinguishes one character', () => {
    expect(hashAccountToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashAccountToken('abd')).not.toBe(hashAccountToken('abc'));
  });

  it('accepts a token until it expires or is used', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const expiresAt = expiryAfter(30, now);
    expect(expiresAt.toISOString()).toBe('2026-11-23T10:30:00.000Z');
    expect(isTokenUsable({ expiresAt, usedAt: null }, now)).toBe(true);
    expect(isTokenUsable({ expiresAt, usedAt: null }, new Date('2026-11-23T10:29:59.999Z'))).toBe(true);
    expect(isTokenUsable({ expiresAt, usedAt: null }, expiresAt)).toBe(false);
    expect(isTokenUsable({ expiresAt, usedAt: new Date('2026-11-23T10:05:00Z') }, now)).toBe(false);
  });
});
