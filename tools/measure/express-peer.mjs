// The bench:api framework peer: what a plain Express app costs for the same three answers, so the
// API is compared with the framework it is built on rather than only with a bare server. Express 5
// + helmet (the API's header set) + express.json + express-session over the API's own session rows
// (a minimal store on the same SQLite file, prepared statements; a session row written once a day,
// as the API does, so its touch() writes nothing) + csrf-sync on the quiz, and for /api/user the
// user row read again, as passport does. No request log, no ORM. Started by tools/bench-api.mjs as
// its own process with PEER_PORT and BASELINE_INPUT (the file baseline-server.mjs reads).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { csrfSync } from 'csrf-sync';
import express from 'express';
import session from 'express-session';
import helmet from 'helmet';

const input = JSON.parse(readFileSync(process.env.BASELINE_INPUT, 'utf8'));
const require = createRequire(import.meta.url);
const { QuizService, QuizSubmitDto, PlanTokenSealer, ScreeningPool, plainToInstance, validate } = require(input.quizModule);
const Database = require('better-sqlite3');

const database = new Database(input.databasePath, { readonly: true });
const sessionById = database.prepare('SELECT json, expiredAt FROM sessions WHERE id = ? AND expiredAt > ?');
/** The public user, as the API's toPublicUser shapes it. */
const publicUser = (row) => row && { id: row.id, name: row.name, email: row.email, role: row.role, emailVerified: row.email_verified_at !== null };
const userById = database.prepare('SELECT id, name, email, role, email_verified_at FROM users WHERE id = ?');

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

const app = express();
app.disable('x-powered-by');
app.use(
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
      },
    },
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

// The answers are read in the API's own worker threads and a visitor's plan sealed as the API does.
const screening = new ScreeningPool({ screeningTimeoutMs: 10_000, screeningThreads: input.screeningThreads, screeningWorkerFile: input.screeningWorkerFile });
// Its threads build their dictionaries before this server listens, not during the first measurement.
await screening.onModuleInit();
const quizService = new QuizService(null, null, null, null, new PlanTokenSealer(input.sessionSecret), screening);
const VALIDATION = { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true };

app.get('/api/user', (req, res) => {
  const userId = req.session.passport?.user;
  const user = userId === undefined ? undefined : publicUser(userById.get(userId));
  if (!user) return res.status(401).json({ statusCode: 401, message: 'Not authenticated' });
  return res.json({ success: true, user });
});
app.get('/api/session', (req, res) => {
  const userId = req.session.passport?.user;
  const user = userId === undefined ? undefined : publicUser(userById.get(userId));
  return res.json(user ? { success: true, user } : { success: false, user: null });
});
app.get('/api/products/:id', (req, res) => {
  if (req.params.id !== 'vitamin-d') return res.status(404).json({ statusCode: 404 });
  res.setHeader('Cache-Control', input.productCacheControl ?? 'no-store');
  return res.json(input.product);
});
app.post('/api/quiz/submit', async (req, res, next) => {
  try {
    const answers = plainToInstance(QuizSubmitDto, req.body);
    const errors = await validate(answers, VALIDATION);
    if (errors.length > 0) return res.status(400).json({ statusCode: 400, message: 'invalid answers' });
    return res.json(await quizService.submit(answers, undefined));
  } catch (error) {
    return next(error);
  }
});
app.get('/health', (_req, res) => res.json({ ok: true }));

app.listen(Number(process.env.PEER_PORT), '127.0.0.1');
