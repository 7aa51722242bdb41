import type { NestExpressApplication } from '@nestjs/platform-express';
import { CSRF_HEADER, CSRF_TOKEN_PATH, type RegisterRequest } from '@sahha/contracts';
import request from 'supertest';

import { SESSION_COOKIE } from '../src/auth/session-middleware';

let counter = 0;

/** A distinct, policy-compliant registration for each call. */
export function newAccount(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  counter += 1;
  return { name: `Test User ${counter}`, email: `user${counter}-${Date.now()}@example.com`, password: 'Xylophone-Saffron-42', ...overrides };
}

/** The raw `sahha.sid=...` pair of a response, or undefined when it set none. */
export function sessionCookieOf(res: request.Response): string | undefined {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  return header?.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0];
}

/**
 * A browser-like client: keeps its cookies and sends the CSRF header the way the shell does
 * (fetch a token, then send it; fetch a new one after login or register).
 */
export class ApiClient {
  readonly agent: ReturnType<typeof request.agent>;
  /** The pending or fetched token: concurrent callers share one fetch, and so one session. */
  private token: Promise<string> | undefined;

  constructor(app: NestExpressApplication) {
    this.agent = request.agent(app.getHttpServer());
  }

  csrfToken(): Promise<string> {
    this.token ??= this.agent
      .get(CSRF_TOKEN_PATH)
      .expect(200)
      .then((res) => res.body.token as string);
    return this.token;
  }

  /** Sends with the CSRF header and asserts the status (supertest's message names both statuses). */
  async send(method: 'post' | 'patch' | 'delete', path: string, body: unknown, status: number): Promise<request.Response> {
    const token = await this.csrfToken();
    const req = this.agent[method](path).set(CSRF_HEADER, token);
    const res = await (body === undefined ? req : req.send(body as object)).expect(status);
    // The session is regenerated (login, register) or gone (logout, delete): the token went with it.
    if (['/api/login', '/api/register', '/api/logout', '/api/account', '/api/password-reset/confirm'].includes(path)) this.token = undefined;
    return res;
  }

  register(account: RegisterRequest, status: number): Promise<request.Response> {
    return this.send('post', '/api/register', account, status);
  }

  login(email: string, password: string, status: number): Promise<request.Response> {
    return this.send('post', '/api/login', { email, password }, status);
  }

  logout(status: number): Promise<request.Response> {
    return this.send('post', '/api/logout', undefined, status);
  }

  currentUser(): request.Test {
    return this.agent.get('/api/user');
  }
}
