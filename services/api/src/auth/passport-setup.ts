import type { RequestHandler } from 'express';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';

import type { UserEntity } from '../users/user.entity';
import type { UsersService } from '../users/users.service';
import type { AuthService } from './auth.service';

export const PASSPORT = Symbol('PASSPORT');
export const LOCAL_STRATEGY = 'local';

/**
 * One Authenticator per app instead of passport's global one: the global keeps every serializer
 * ever registered, so a second app in the same process (tests, restarts) would reuse a closed one.
 */
export function createPassport(auth: AuthService, users: UsersService): passport.Authenticator {
  const authenticator = new passport.Authenticator();
  authenticator.use(
    LOCAL_STRATEGY,
    new LocalStrategy({ usernameField: 'email', passwordField: 'password', passReqToCallback: true }, (req, email, password, done) => {
      auth.validateCredentials(email, password, req.ip).then((user) => done(null, user ?? false), done);
    }),
  );
  // Only the id goes into the session; the user is re-read on each request so role changes and
  // account deletion take effect at once.
  authenticator.serializeUser((user, done) => done(null, (user as UserEntity).id));
  authenticator.deserializeUser((id: number, done) => {
    users.findById(id).then((user) => done(null, user ?? false), done);
  });
  return authenticator;
}

/**
 * passport.session(), without authenticate()'s per-request set-up (a strategy object, five
 * callbacks and the request methods initialize() has already given): the user id the session
 * holds is deserialised into req.user, exactly as passport's session strategy does it. A session
 * whose user is gone (deserializeUser gives false) forgets the id and the request is anonymous.
 */
export function sessionUser(authenticator: passport.Authenticator): RequestHandler {
  return (req, _res, next) => {
    if (!req.session) return next(new Error('Login sessions require session support.'));
    const session = req.session as typeof req.session & { passport?: { user?: unknown } };
    const id = session.passport?.user;
    if (!id && id !== 0) return next();
    authenticator.deserializeUser(id, req, (error: unknown, user?: Express.User | false | null) => {
      if (error) return next(error);
      if (user) req.user = user;
      else delete session.passport!.user;
      next();
    });
  };
}

/**
 * What passport.initialize() does to every request (its request methods, login and logout among
 * them, and its session manager, as seven own properties) done once, to the prototype every
 * request of the app inherits from. With sessionUser instead of passport.session(), whose
 * authenticate() wrote the same seven again, no request pays for them (~3 % of a JSON request's
 * CPU in bench:api profiles, docs/quality.md). `requestPrototype` is the Express app's `request`.
 */
export function initializePassportOnce(authenticator: passport.Authenticator, requestPrototype: object): void {
  const initialize = authenticator.initialize() as unknown as (req: object, res: unknown, next: () => void) => void;
  initialize(requestPrototype, undefined, () => undefined);
}
