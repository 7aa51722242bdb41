// The bench:api baseline: a bare node:http server doing the same work as the three measured
// endpoints with no framework or ORM: the signed session cookie is verified and its row read from
// the API's own SQLite database (prepared statements), the user is read for /api/user and the CSRF
// token checked for the quiz. A baseline that skipped the session would compare the API with a
// JSON.stringify. Started by tools/bench-api.mjs as its own process (like the API) with
// BASELINE_PORT and BASELINE_INPUT (a JSON file holding the captured product response, the
// database path, session cookie name and secret, and the path of the compiled quiz module).
import { Buffer } from 'node:buffer';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

import { database, input, publicUserOf, startVisitorQuiz } from './bench-input.mjs';

const sessionById = database.prepare('SELECT json FROM sessions WHERE id = ? AND expiredAt > ? AND destroyedAt IS NULL');
const cookiePrefix = `${input.sessionCookieName}=`;

/** express-session's cookie: "s:" + id + "." + base64 HMAC-SHA256 of the id, URI-encoded. */
function sessionIdFrom(cookieHeader) {
  const cookie = cookieHeader?.split(/; */).find((pair) => pair.startsWith(cookiePrefix));
  if (!cookie) return null;
  const value = decodeURIComponent(cookie.slice(cookiePrefix.length));
  const separator = value.lastIndexOf('.');
  if (!value.startsWith('s:') || separator < 0) return null;
  const id = value.slice(2, separator);
  const expected = Buffer.from(createHmac('sha256', input.sessionSecret).update(id).digest('base64').replace(/=+$/, ''));
  const given = Buffer.from(value.slice(separator + 1));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

function loadSession(request) {
  const id = sessionIdFrom(request.headers.cookie);
  const row = id === null ? undefined : sessionById.get(id, Date.now());
  return row ? JSON.parse(row.json) : null;
}

const submitVisitorQuiz = await startVisitorQuiz();

function sendJson(response, status, body) {
  const json = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  response.end(json);
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

async function quizSubmit(request, response) {
  const token = request.headers['x-csrf-token'];
  const session = loadSession(request);
  if (typeof token !== 'string' || typeof session?.csrfToken !== 'string' || token !== session.csrfToken) {
    return sendJson(response, 403, { statusCode: 403, message: 'Invalid CSRF token', error: 'Forbidden' });
  }
  const plan = await submitVisitorQuiz(JSON.parse(await readBody(request)));
  if (!plan) return sendJson(response, 400, { statusCode: 400, message: 'invalid answers', error: 'Bad Request' });
  return sendJson(response, 200, plan);
}

const routes = {
  'GET /api/user': (request, response) => {
    const user = publicUserOf(loadSession(request)?.passport?.user);
    if (!user) return sendJson(response, 401, { statusCode: 401, message: 'Not authenticated' });
    return sendJson(response, 200, { success: true, user });
  },
  'GET /api/session': (request, response) => {
    const user = publicUserOf(loadSession(request)?.passport?.user);
    return sendJson(response, 200, user ? { success: true, user } : { success: false, user: null });
  },
  // A visitor's first product page: no session, so only the JSON is left, serialised per request.
  'GET /api/products/vitamin-d': (_request, response) => sendJson(response, 200, input.product),
  'POST /api/quiz/submit': quizSubmit,
  'GET /health': (_request, response) => sendJson(response, 200, { ok: true }),
};

createServer((request, response) => {
  const handler = routes[`${request.method} ${request.url}`];
  if (!handler) return sendJson(response, 404, { statusCode: 404 });
  Promise.resolve(handler(request, response)).catch((error) => sendJson(response, 500, { statusCode: 500, message: String(error) }));
}).listen(Number(process.env.BASELINE_PORT), '127.0.0.1');
