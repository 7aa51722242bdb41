// The bench:api framework peer: what a plain Express app costs for the same three answers, so the
// API is compared with the framework it is built on rather than only with a bare server. Express 5
// + helmet (the API's header set) + express.json + express-session over the API's own session rows
// (a minimal store on the same SQLite file, prepared statements; a session row written once a day,
// as the API does, so its touch() writes nothing) + csrf-sync on the quiz, and for /api/user the
// user row read again, as passport does. No request log, no ORM. Started by tools/bench-api.mjs as
// its own process with PEER_PORT and BASELINE_INPUT (the file baseline-server.mjs reads).
import { csrfSync } from 'csrf-sync';
import express from 'express';
import session from 'express-session';
import helmet from 'helmet';

import { database, input, publicUserOf, startVisitorQuiz } from './bench-input.mjs';

const sessionById = database.prepare('SELECT json, expiredAt FROM sessions WHERE id = ? AND expiredAt > ?');

/** Reads the API's session rows; writes are not needed by the three measured requests. */
class SqliteSessionStore extends session.Store {
  get(sid, callback) {
    const row = sessionById.get(sid, Date.now());
    if (!row) return callback(null, null);
    const data = JSON.parse(row.json);
    data.cookie.expires = new Date(row.expiredAt);
    callback(null, data);
  }

  set(_sid, _data, callback) {
    callback?.();
  }

  touch(_sid, _data, callback) {
    callback?.();
  }

  destroy(_sid, callback) {
    callback?.();
  }
}

/** "default-src 'self'; img-src 'self' data:" → { 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] } */
function cspDirectives(header) {
  return Object.fromEntries(header.split(';').map((directive) => directive.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
}

const app = express();
app.disable('x-powered-by');
app.use(
  helmet({
    // The API's own policy (bench-api.mjs read it from a response), built per request by helmet as the API's is.
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(input.contentSecurityPolicy) },
    frameguard: { action: 'deny' },
  }),
);
app.use(express.json({ limit: '100kb' }));
app.use(
  session({
    name: input.sessionCookieName,
    secret: input.sessionSecret,
    store: new SqliteSessionStore(),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: 7 * 24 * 60 * 60 * 1000 },
  }),
);
app.use((_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
});
const { csrfSynchronisedProtection } = csrfSync({ errorConfig: { statusCode: 403, message: 'Invalid CSRF token' } });
app.use(csrfSynchronisedProtection);

const submitVisitorQuiz = await startVisitorQuiz();

app.get('/api/user', (req, res) => {
  const user = publicUserOf(req.session.passport?.user);
  if (!user) return res.status(401).json({ statusCode: 401, message: 'Not authenticated' });
  return res.json({ success: true, user });
});
app.get('/api/session', (req, res) => {
  const user = publicUserOf(req.session.passport?.user);
  return res.json(user ? { success: true, user } : { success: false, user: null });
});
app.get('/api/products/:id', (req, res) => {
  if (req.params.id !== 'vitamin-d') return res.status(404).json({ statusCode: 404 });
  res.setHeader('Cache-Control', input.productCacheControl ?? 'no-store');
  return res.json(input.product);
});
app.post('/api/quiz/submit', async (req, res, next) => {
  try {
    const plan = await submitVisitorQuiz(req.body);
    if (!plan) return res.status(400).json({ statusCode: 400, message: 'invalid answers' });
    return res.json(plan);
  } catch (error) {
    return next(error);
  }
});
app.get('/health', (_req, res) => res.json({ ok: true }));

app.listen(Number(process.env.PEER_PORT), '127.0.0.1');
