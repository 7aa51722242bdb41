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
