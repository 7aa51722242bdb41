import { TypeormStore } from 'connect-typeorm';
import type { CookieOptions, RequestHandler } from 'express';
import session from 'express-session';
import { SESSION_COOKIE_NAME, SESSION_LIFETIME_DAYS } from '@sahha/contracts';
import { In, type Repository } from 'typeorm';

import type { AppConfig } from '../config/app-config';
import type { SessionEntity } from './session.entity';

export const SESSION_COOKIE = SESSION_COOKIE_NAME;
export const SESSION_MAX_AGE_MS = SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/** connect-typeorm store whose destroy() resolves only once the row is gone. */
export class SessionStore extends TypeormStore {
  constructor(sessions: Repository<SessionEntity>, mysql: boolean) {
    // Expired rows are purged a few at a time on each save; MySQL cannot LIMIT inside a subquery.
    super({ cleanupLimit: 2, limitSubquery: !mysql });
    this.connect(sessions);
    // The library's destroy() calls back before its soft delete finishes (see STACK-NOTES), so a
    // logout could answer while the session still works. Delete for real and wait for it.
    this.destroy = (sid, callback) => {
      sessions.delete({ id: Array.isArray(sid) ? In(sid) : sid }).then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
    };
  }
}

export function sessionCookieOptions(config: AppConfig): CookieOptions {
  // Secure cookies need TLS; in production the app sits behind a TLS proxy ('trust proxy' is set).
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: config.production };
}

export function createSessionMiddleware(config: AppConfig, sessions: Repository<SessionEntity>): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: new SessionStore(sessions, config.database.type === 'mysql'),
    resave: false,
    // No row and no cookie for anonymous visitors until something (a CSRF token, a login) is stored.
    saveUninitialized: false,
    rolling: true,
    cookie: { ...sessionCookieOptions(config), maxAge: SESSION_MAX_AGE_MS },
  });
}
