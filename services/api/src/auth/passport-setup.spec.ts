import express from 'express';
import type { Session } from 'express-session';
import passport from 'passport';
import request from 'supertest';

import { initializePassportOnce, sessionUser } from './passport-setup';

type SessionWithUser = Session & { passport?: { user?: unknown } };

function authenticatorReading(users: Map<unknown, { id: number } | false>, failing = false): passport.Authenticator {
  const authenticator = new passport.Authenticator();
  authenticator.deserializeUser((id: unknown, done: (error: unknown, user?: { id: number } | false) => void) =>
    failing ? done(new Error('database down')) : done(null, users.get(id) ?? false),
  );
  return authenticator;
}

/** Runs sessionUser on a request whose session holds `passportData`; resolves to what it did. */
function restore(authenticator: passport.Authenticator, passportData: { user?: unknown } | undefined) {
  const req = { session: { passport: passportData } as SessionWithUser } as unknown as express.Request;
  return new Promise<{ req: express.Request; error: unknown }>((resolve) => {
    sessionUser(authenticator)(req, {} as express.Response, (error?: unknown) => resolve({ req, error }));
  });
}

describe('sessionUser (passport.session() without its per-request set-up)', () => {
  const users = new Map<unknown, { id: number } | false>([
    [7, { id: 7 }],
    [0, { id: 0 }],
  ]);

  it('deserialises the user id the session holds into req.user, id 0 included', async () => {
    expect((await restore(authenticatorReading(users), { user: 7 })).req.user).toEqual({ id: 7 });
    expect((await restore(authenticatorReading(users), { user: 0 })).req.user).toEqual({ id: 0 });
  });

  it('leaves a session without a user anonymous, reading nothing', async () => {
    const deserialize = jest.fn();
    const authenticator = new passport.Authenticator();
    authenticator.deserializeUser(deserialize);
    for (const data of [undefined, {}]) {
      const { req, error } = await restore(authenticator, data);
      expect(req.user).toBeUndefined();
      expect(error).toBeUndefined();
    }
    expect(deserialize).not.toHaveBeenCalled();
  });

  it('forgets the id of a user who is gone, so the request and the session are anonymous', async () => {
    const { req, error } = await restore(authenticatorReading(users), { user: 99 });
    expect(req.user).toBeUndefined();
    expect(error).toBeUndefined();
    expect((req.session as SessionWithUser).passport).toEqual({});
  });

  it('passes a failed read on as the error of the request', async () => {
    const { req, error } = await restore(authenticatorReading(users, true), { user: 7 });
    expect(req.user).toBeUndefined();
    expect(error).toEqual(new Error('database down'));
  });

  it('refuses to run without a session', async () => {
    const req = {} as express.Request;
    const error = await new Promise((resolve) => sessionUser(authenticatorReading(users))(req, {} as express.Response, resolve));
    expect(error).toBeInstanceOf(Error);
  });
});

describe('initializePassportOnce', () => {
  it("gives every request of the app passport's request methods through its prototype, none as its own property", async () => {
    const app = express();
    initializePassportOnce(new passport.Authenticator(), app.request);
    app.get('/', (req, res) => {
      const own = ['login', 'logIn', 'logout', 'logOut', 'isAuthenticated', 'isUnauthenticated', '_sessionManager'].filter((name) => Object.hasOwn(req, name));
      res.json({ own, methods: [typeof req.logIn, typeof req.logOut], authenticated: req.isAuthenticated() });
    });
    expect((await request(app).get('/').expect(200)).body).toEqual({ own: [], methods: ['function', 'function'], authenticated: false });
  });
});
