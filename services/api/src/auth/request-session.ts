import type { Request, Response } from 'express';
import type passport from 'passport';

import type { AppConfig } from '../config/app-config';
import type { UserEntity } from '../users/user.entity';
import { LOCAL_STRATEGY } from './passport-setup';
import { SESSION_ABSOLUTE_LIFETIME_MS, sessionCookieName, sessionCookieOptions } from './session-middleware';

/** Runs passport-local on an already validated body; resolves to the user or null. */
export function authenticateLocal(
  authenticator: passport.Authenticator,
  req: Request,
  res: Response,
): Promise<UserEntity | null> {
  return new Promise((resolve, reject) => {
    const middleware = authenticator.authenticate(LOCAL_STRATEGY, (error: unknown, user: UserEntity | false) => {
      if (error) reject(error);
      else resolve(user || null);
    }) as (req: Request, res: Response, next: (error?: unknown) => void) => void;
    middleware(req, res, reject);
  });
}

/**
 * passport 0.7 regenerates the session here, so a pre-login session id can never be fixed on a
 * victim; the new session remembers when it was signed in, for the absolute lifetime.
 */
export async function logIn(req: Request, user: UserEntity): Promise<void> {
  await new Promise<void>((resolve, reject) => req.logIn(user, (error?: unknown) => (error ? reject(error) : resolve())));
  req.session.signedInAt = Date.now();
}

/**
 * Express middleware after passport's session: a session signed in more than
 * SESSION_ABSOLUTE_LIFETIME_MS ago is replaced by an empty one, so the request is anonymous. A
 * signed-in session from before this rule starts its clock now.
 */
export function absoluteSessionLifetime(req: Request, _res: Response, next: (error?: unknown) => void): void {
  if (!req.user || !req.session) return next();
  const signedInAt = req.session.signedInAt;
  if (signedInAt === undefined) {
    req.session.signedInAt = Date.now();
    return next();
  }
  if (Date.now() - signedInAt <= SESSION_ABSOLUTE_LIFETIME_MS) return next();
  req.session.regenerate((error?: unknown) => {
    req.user = undefined;
    next(error);
  });
}

/** Deletes the session row (awaited) and tells the browser to drop the cookie this scheme uses. */
export async function endSession(req: Request, res: Response, config: AppConfig): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.destroy((error?: unknown) => (error ? reject(error) : resolve())));
  res.clearCookie(sessionCookieName(req), sessionCookieOptions(config, req));
}
