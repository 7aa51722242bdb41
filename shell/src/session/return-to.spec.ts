import { authPathFor, returnPathFrom } from './return-to';

describe('return-to handling', () => {
  it('round-trips the protected page the user came from', () => {
    const authPath = authPathFor({ pathname: '/progress', search: '?x=1' });
    expect(authPath).toBe('/auth?returnTo=%2Fprogress%3Fx%3D1');
    expect(returnPathFrom(authPath.slice('/auth'.length))).toBe('/progress?x=1');
  });

  it.each(['?returnTo=https://evil.example', '?returnTo=//evil.example', '?returnTo=/auth', '', '?tab=register'])(
    'falls back to / for %s',
    (search) => {
      expect(returnPathFrom(search)).toBe('/');
    },
  );
});
