import { isSessionlessRead, SECURE_SESSION_COOKIE, SESSION_COOKIE } from './session-middleware';

const request = (method: string, path: string, cookie?: string, secure = false) => ({
  method,
  baseUrl: '/api',
  path: path.replace(/^\/api/, ''),
  secure,
  headers: cookie === undefined ? {} : { cookie },
});

describe('isSessionlessRead', () => {
  it('skips the session for a public read without a session cookie', () => {
    expect(isSessionlessRead(request('GET', '/api/products/vitamin-d'))).toBe(true);
    expect(isSessionlessRead(request('HEAD', '/api/products'))).toBe(true);
    expect(isSessionlessRead(request('GET', '/api/search', 'theme=dark'))).toBe(true);
    expect(isSessionlessRead(request('GET', '/api/health'))).toBe(true);
  });

  it('reads the session whenever the request carries its cookie, over http and https', () => {
    expect(isSessionlessRead(request('GET', '/api/products/iron/ratings', `${SESSION_COOKIE}=s%3Aabc`))).toBe(false);
    expect(isSessionlessRead(request('GET', '/api/products/iron/ratings', `${SECURE_SESSION_COOKIE}=s%3Aabc`, true))).toBe(false);
  });

  it('reads the session for every write and every other route', () => {
    expect(isSessionlessRead(request('POST', '/api/products/iron/ratings'))).toBe(false);
    expect(isSessionlessRead(request('GET', '/api/session'))).toBe(false);
    expect(isSessionlessRead(request('GET', '/api/user'))).toBe(false);
    expect(isSessionlessRead(request('GET', '/api/productsx'))).toBe(false);
    expect(isSessionlessRead(request('GET', '/api/price-alerts'))).toBe(false);
  });
});
