import { TypeormStore } from 'connect-typeorm';
import type { CookieOptions, RequestHandler } from 'express';
import session, { type Session, type SessionData } from 'express-session';
import { SECURE_SESSION_COOKIE_NAME, SESSION_COOKIE_NAME, SESSION_LIFETIME_DAYS } from '@sahha/contracts';
import { In, type Repository } from 'typeorm';

import type { AppConfig } from '../config/app-config';
import type { SessionEntity } from './session.entity';

export const SESSION_COOKIE = SESSION_COOKIE_NAME;
/** The same cookie on https requests (`__Host-`: Secure, Path=/, no Domain, so no subdomain can plant or overwrite it). */
export const SECURE_SESSION_COOKIE = SECURE_SESSION_COOKIE_NAME;

/** The session cookie's name for this request: `__Host-` over https (req.secure honours TRUST_PROXY), plain over http. */
export function sessionCookieName(req: { secure: boolean }): string {
  return req.secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}
/**
 * Public reads that never use a session: the catalog, research, retailers, search, health and
 * site settings. Asked for without a session cookie, as by every first-time visitor and crawler,
 * they skip the session middleware, which would only make a session id and its hash for a session
 * nobody stores (bench:api: 13-16 % of the CPU of a product request, docs/quality.md). With the
 * cookie they read it as every request does (a member's own rating of a product).
 */
const SESSIONLESS_READS = /^\/api\/(products|research|retailers|search|health|site-config)(\/|$)/;

export function isSessionlessRead(req: { method: string; baseUrl: string; path: string; secure: boolean; headers: { cookie?: string } }): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (!SESSIONLESS_READS.test(`${req.baseUrl}${req.path}`)) return false;
  const cookies = req.headers.cookie;
  return cookies === undefined || !cookies.includes(`${sessionCookieName(req)}=`);
}

export const SESSION_MAX_AGE_MS = SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
/**
 * A session row's expiry is pushed back at most once per this interval, not on every request: a
 * write per active session per day instead of one per request. An active session therefore stays
 * valid for between SESSION_LIFETIME_DAYS - 1 and SESSION_LIFETIME_DAYS days after its last use.
 */
export const SESSION_REFRESH_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** When the row of a session being saved or touched ends: its cookie's expiry, rolled on this response. */
const rowExpiryOf = (data: SessionData): number => data.cookie.expires?.getTime() ?? Date.now() + SESSION_MAX_AGE_MS;

/**
 * connect-typeorm store whose destroy() resolves only once the row is gone, and whose touch()
 * writes only when the row's expiry is more than SESSION_REFRESH_INTERVAL_MS old.
 */
export class SessionStore extends TypeormStore {
  /** Sessions loaded from a row refreshed within the interval: touching them would change nothing that matters. */
  private readonly recentlyRefreshed = new WeakSet<Session>();
  /** Sessions read from a row, as opposed to ones created in this request (a visit, a login). */
  private readonly loadedFromRow = new WeakSet<Session>();

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
    // The row's expiredAt, not the cookie expiry frozen in its JSON at the last save, says when the
    // session ends: touch() moves only expiredAt, so a concurrent save of new session data is never
    // overwritten with this request's older copy.
    // The one query every request with a cookie makes: plain SQL (the same on SQLite and MySQL),
    // since building it with TypeORM's find options cost more CPU than running it (bench:api
    // profiles, docs/quality.md). destroyedAt is the soft-delete column find() would have checked.
    const { tableName } = sessions.metadata;
    const selectLive = `SELECT json, expiredAt FROM ${tableName} WHERE id = ? AND expiredAt > ? AND destroyedAt IS NULL`;
    this.get = (sid, callback) => {
      (sessions.query(selectLive, [sid, Date.now()]) as Promise<Pick<SessionEntity, 'json' | 'expiredAt'>[]>).then(([row]) => {
        if (!row) return callback(null, null);
        const data = JSON.parse(row.json) as SessionData;
        // mysql2 returns BIGINT as a string.
        data.cookie.expires = new Date(Number(row.expiredAt));
        callback(null, data);
      }, callback);
    };
    // The library's set() inserts when the row is missing. For a session this request read from
    // its row, a missing row means it was destroyed meanwhile (a logout in another tab, an account
    // deletion): writing it back would sign the cookie in again. Such a session is only updated.
    const insertOrUpdate = this.set;
    this.set = (sid, data, callback) => {
      if (!this.loadedFromRow.has(data as Session)) return insertOrUpdate(sid, data, callback);
      const expiredAt = rowExpiryOf(data);
      sessions.update({ id: sid }, { json: JSON.stringify(data), expiredAt }).then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
    };
    // The library's touch() calls back twice (before and after its UPDATE) and writes every time.
    // It is given the Session object this store created, so freshness is looked up, not re-read.
    this.touch = (sid, data, callback) => {
      if (this.recentlyRefreshed.has(data as Session)) {
        callback?.();
        return;
      }
      const expiredAt = rowExpiryOf(data);
      // An UPDATE, never an insert: a session destroyed meanwhile (logout) stays destroyed.
      sessions.update({ id: sid }, { expiredAt }).then(
        () => callback?.(),
        (error: unknown) => (callback as ((error?: unknown) => void) | undefined)?.(error),
      );
    };
  }

  override createSession(req: Parameters<TypeormStore['createSession']>[0], data: SessionData): Session & SessionData {
    const storedExpiry = data.cookie.expires?.getTime();
    const created = super.createSession(req, data);
    this.loadedFromRow.add(created);
    if (storedExpiry !== undefined && storedExpiry - Date.now() > SESSION_MAX_AGE_MS - SESSION_REFRESH_INTERVAL_MS) {
      this.recentlyRefreshed.add(created);
    }
    return created;
  }
}

/**
 * The cookie follows the request: Secure whenever the request came over https (directly, or from a
 * proxy TRUST_PROXY believes), plain over http://localhost, so there is no mode of the product in
 * which a person cannot sign in. `config` is kept for callers that clear the cookie.
 */
export function sessionCookieOptions(_config: AppConfig, req?: { secure: boolean }): CookieOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: req?.secure ?? false };
}

/** A signed-in session ends this long after sign-in however active it is (the idle limit is SESSION_LIFETIME_DAYS). */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

declare module 'express-session' {
  interface SessionData {
    /** When the user signed in (ms since epoch), for the absolute lifetime. */
    signedInAt?: number;
  }
}

/**
 * express-session reads and writes one fixed cookie name, so there are two middlewares, one per
 * name, over one store, and each request goes to the one its scheme picks (sessionCookieName).
 * Their options are the same object: the store's generate(), which the last middleware built
 * installs for both, then makes the same cookie either way. A session begun over http is not
 * carried over to https: the https cookie never travels over http, and the other way round.
 */
export function createSessionMiddleware(config: AppConfig, sessions: Repository<SessionEntity>): RequestHandler {
  const options = {
    secret: config.sessionSecret,
    store: new SessionStore(sessions, config.database.type === 'mysql'),
    resave: false,
    // No row and no cookie for anonymous visitors until something (a CSRF token, a login) is stored.
    saveUninitialized: false,
    rolling: true,
    // 'auto': Secure exactly when req.secure, which honours TRUST_PROXY's X-Forwarded-Proto (always, on the __Host- side).
    cookie: { ...sessionCookieOptions(config), secure: 'auto', maxAge: SESSION_MAX_AGE_MS },
  } satisfies session.SessionOptions;
  const byName = new Map([SECURE_SESSION_COOKIE, SESSION_COOKIE].map((name) => [name, session({ ...options, name })]));
  return (req, res, next) => byName.get(sessionCookieName(req))!(req, res, next);
}
