// The bench:api baseline: a bare node:http server doing the same JSON work as the three measured
// endpoints, with no framework, middleware, session or database. Started by tools/bench-api.mjs as
// its own process (like the API) with BASELINE_PORT and BASELINE_INPUT (a JSON file holding the
// captured API responses and the path of the compiled quiz module).
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const input = JSON.parse(readFileSync(process.env.BASELINE_INPUT, 'utf8'));
const require = createRequire(import.meta.url);
const { QuizService, QuizSubmitDto, plainToInstance, validate } = require(input.quizModule);

// A visitor's submit never touches the repositories (only a signed-in user's plan is saved), so
// the service's own submit() runs here without a database: same engine, same screening.
const quizService = new QuizService(null, null, null, null);
/** The options main.ts gives Nest's ValidationPipe. */
const VALIDATION = { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true };

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
  const answers = plainToInstance(QuizSubmitDto, JSON.parse(await readBody(request)));
  const errors = await validate(answers, VALIDATION);
  if (errors.length > 0) return sendJson(response, 400, { statusCode: 400, message: 'invalid answers', error: 'Bad Request' });
  return sendJson(response, 200, await quizService.submit(answers, undefined));
}

const routes = {
  // Same-shaped objects, serialised per request as Nest does.
  'GET /api/user': (_request, response) => sendJson(response, 200, input.user),
  'GET /api/products/vitamin-d': (_request, response) => sendJson(response, 200, input.product),
  'POST /api/quiz/submit': quizSubmit,
  'GET /health': (_request, response) => sendJson(response, 200, { ok: true }),
};

createServer((request, response) => {
  const handler = routes[`${request.method} ${request.url}`];
  if (!handler) return sendJson(response, 404, { statusCode: 404 });
  Promise.resolve(handler(request, response)).catch((error) => sendJson(response, 500, { statusCode: 500, message: String(error) }));
}).listen(Number(process.env.BASELINE_PORT), '127.0.0.1');
