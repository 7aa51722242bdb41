import type { Request, Response } from 'express';
import type passport from 'passport';

import type { AppConfig } from '../config/app-config';
import type { UserEntity } from '../users/user.entity';
import { LOCAL_STRATEGY } from './passport-setup';
import { SESSION_COOKIE, sessionCookieOptions } from './session-middleware';

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

/** passport 0.7 regenerates the session here, so a pre-login session id can never be fixed on a victim. */
export function logIn(req: Request, user: UserEntity): Promise<void> {
  return new Promise((resolve, reject) => req.logIn(user, (error?: unknown) => (error ? reject(error) : resolve())));
}

/** Deletes the session row (awaited) and tells the browser to drop the cookie. */
export async function endSession(req: Request, res: Response, config: AppConfig): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.destroy((error?: unknown) => (error ? reject(error) : resolve())));
  res.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
}
