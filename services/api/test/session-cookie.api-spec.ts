import type { NestExpressApplication } from '@nestjs/platform-express';
import { CSRF_HEADER, CSRF_TOKEN_PATH, SECURE_SESSION_COOKIE_NAME, SESSION_COOKIE_NAME } from '@sahha/contracts';
import request from 'supertest';

import { newAccount } from './api-client';
import { useTestApp } from './create-test-app';
import { testDatabases } from './test-databases';

const SECRET = 'a-production-secret-of-at-least-32-chars';

function setCookies(res: request.Response): string[] {
  return (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
}

function cookieNamed(res: request.Response, name: string): string | undefined {
  return setCookies(res).find((cookie) => cookie.startsWith(`${name}=`));
}

/**
 * A browser behind the trusted TLS proxy (or on plain http): keeps the one session cookie by hand,
 * because supertest's jar would not send a Secure cookie to the http test server.
 */
class Browser {
  cookie: string | undefined;
  private token: string | undefined;

  constructor(
    private readonly app: NestExpressApplication,
    private readonly proto: 'https' | 'http',
  ) {}

  private prepare(req: request.Test): request.Test {
    if (this.proto === 'https') req.set('X-Forwarded-Proto', 'https');
    if (this.cookie !== undefined) req.set('Cookie', this.cookie);
    return req;
  }

  /** Keeps what the response set (or cleared) under the name this scheme uses. */
  private remember(res: request.Response): request.Response {
    const name = this.proto === 'https' ? SECURE_SESSION_COOKIE_NAME : SESSION_COOKIE_NAME;
    const set = cookieNamed(res, name)?.split(';')[0];
    if (set !== undefined) this.cookie = set.endsWith('=') ? undefined : set;
    return res;
  }

  async get(path: string): Promise<request.Response> {
    return this.remember(await this.prepare(request(this.app.getHttpServer()).get(path)));
  }

  async send(method: 'post' | 'delete', path: string, body: object | undefined, status: number): Promise<request.Response> {
    this.token ??= (await this.get(CSRF_TOKEN_PATH)).body.token as string;
    const req = this.prepare(request(this.app.getHttpServer())[method](path)).set(CSRF_HEADER, this.token);
    const res = this.remember(await (body === undefined ? req : req.send(body)).expect(status));
    // Register, logout and deletion regenerate or end the session, and its CSRF token with it.
    this.token = undefined;
    return res;
  }
}

describe.each(testDatabases())('the session cookie follows the scheme on $name', (db) => {
  const setup = useTestApp(db, { env: { NODE_ENV: 'production', SESSION_SECRET: SECRET, TRUST_PROXY: 'loopback', THROTTLE_AUTH_LIMIT: '1000' } });

  it('is __Host-, Secure, Path=/ and without Domain over https, and signs the browser in on the next requests', async () => {
    const browser = new Browser(setup.app, 'https');
    const first = await browser.get(CSRF_TOKEN_PATH);
    const cookie = cookieNamed(first, SECURE_SESSION_COOKIE_NAME);
    expect(cookie).toBeDefined();
    const attributes = cookie!.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'secure', 'httponly', 'samesite=lax']));
    expect(attributes.some((attribute) => attribute.startsWith('domain='))).toBe(false);
    expect(cookieNamed(first, SESSION_COOKIE_NAME)).toBeUndefined();

    const account = newAccount();
    const registered = await browser.send('post', '/api/register', account, 201);
    expect(cookieNamed(registered, SECURE_SESSION_COOKIE_NAME)).toContain('Secure');
    const user = await browser.get('/api/user');
    expect(user.status).toBe(200);
    expect(user.body.user).toMatchObject({ email: account.email });
  });

  it('is the plain name, without Secure, over http', async () => {
    const browser = new Browser(setup.app, 'http');
    const first = await browser.get(CSRF_TOKEN_PATH);
    const cookie = cookieNamed(first, SESSION_COOKIE_NAME);
    expect(cookie).toBeDefined();
    expect(cookie).not.toContain('Secure');
    expect(setCookies(first).some((set) => set.startsWith('__Host-'))).toBe(false);
    await browser.send('post', '/api/register', newAccount(), 201);
    expect((await browser.get('/api/user')).status).toBe(200);
  });

  it('never reads the plain-name cookie on https, so one planted over http or by a subdomain is ignored', async () => {
    const plain = new Browser(setup.app, 'http');
    await plain.send('post', '/api/register', newAccount(), 201);
    const overHttps = await request(setup.app.getHttpServer()).get('/api/user').set('X-Forwarded-Proto', 'https').set('Cookie', plain.cookie!);
    expect(overHttps.status).toBe(401);
  });

  it('clears the __Host- cookie on logout and on account deletion over https', async () => {
    const signedOut = new Browser(setup.app, 'https');
    await signedOut.send('post', '/api/register', newAccount(), 201);
    const kept = signedOut.cookie!;
    const logout = await signedOut.send('post', '/api/logout', undefined, 200);
    const cleared = cookieNamed(logout, SECURE_SESSION_COOKIE_NAME);
    expect(cleared).toMatch(/^__Host-sahha\.sid=;/);
    expect(cleared).toContain('Secure');
    expect(cleared).toContain('Path=/');
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cookieNamed(logout, SESSION_COOKIE_NAME)).toBeUndefined();
    expect((await request(setup.app.getHttpServer()).get('/api/user').set('X-Forwarded-Proto', 'https').set('Cookie', kept)).status).toBe(401);

    const deleted = new Browser(setup.app, 'https');
    const account = newAccount();
    await deleted.send('post', '/api/register', account, 201);
    const deletion = await deleted.send('delete', '/api/account', { password: account.password }, 200);
    expect(cookieNamed(deletion, SECURE_SESSION_COOKIE_NAME)).toMatch(/^__Host-sahha\.sid=;.*Expires=Thu, 01 Jan 1970/);
  });
});
