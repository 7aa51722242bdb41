import { authPathFor, returnPathFrom } from './return-to';

describe('return-to handling', () => {
  it('round-trips the protected page the user came from through /auth?next=', () => {
    const authPath = authPathFor({ pathname: '/progress', search: '?x=1' });
    expect(authPath).toBe('/auth?next=%2Fprogress%3Fx%3D1');
    expect(returnPathFrom(authPath.slice('/auth'.length))).toBe('/progress?x=1');
  });

  it('returns to the check-in page named by next', () => {
    expect(returnPathFrom('?next=%2Fcheck-in')).toBe('/check-in');
    expect(returnPathFrom('?tab=register&next=/results')).toBe('/results');
  });

  it('still honours the returnTo links made before next existed', () => {
    expect(returnPathFrom('?tab=register&returnTo=%2Fresults')).toBe('/results');
  });

  it('lets the account e-mail pages be a destination, but not the sign-in page itself', () => {
    expect(returnPathFrom('?next=%2Fauth%2Fverify-email')).toBe('/auth/verify-email');
    expect(returnPathFrom('?next=%2Fauthors')).toBe('/authors');
  });

  it.each([
    '?next=https://evil.example',
    '?next=//evil.example',
    '?next=/%5Cevil.example',
    '?next=%2F%09%2Fevil.example',
    '?next=javascript:alert(1)',
    '?next=/auth',
    '?next=/auth?tab=register',
    '?returnTo=//evil.example',
    '?next=//evil.example&returnTo=/progress',
    '',
    '?tab=register',
  ])('falls back to / for %s', (search) => {
    expect(returnPathFrom(search)).toBe('/');
  });
});
