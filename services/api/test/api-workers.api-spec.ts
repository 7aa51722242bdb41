import { type ChildProcess, spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';

import { CSRF_HEADER } from '@sahha/contracts';

import { THROTTLE_MESSAGE } from '../src/auth/auth-throttle';
import type { DatabaseConfig } from '../src/config/app-config';
import { freeLoopbackPort } from './redis-server';
import { testDatabases } from './test-databases';

/**
 * The single-machine start runs one API worker per core (API_WORKERS), each a process of its own
 * serving the same port; node:cluster gives each new connection to the next worker in turn. Without
 * Redis, a limit must still count every worker's attempts once: with counts kept per worker, two
 * workers would let twice the limit through.
 * docs/requirements.md "Single-machine start: one worker per core"
 */
const LIMIT = 3;
const WORKERS = 2;
/** Two processes compiling the API from source and building their dictionaries, on a busy machine. */
const START_TIMEOUT_MS = 120_000;

interface Answer {
  status: number;
  setCookie: string[];
  body: unknown;
}

/** One request on a connection of its own (no keep-alive), so consecutive requests reach different workers. */
function call(port: number, method: string, path: string, { cookie, token, body }: { cookie?: string; token?: string; body?: unknown } = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(token ? { [CSRF_HEADER]: token } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, setCookie: res.headers['set-cookie'] ?? [], body: text ? JSON.parse(text) : null });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function databaseUrl(database: DatabaseConfig): string {
  return database.type === 'mysql' ? database.url : `sqlite:${database.path}`;
}

/** Starts `node test/run-from-source.cjs` with API_WORKERS; resolves once every worker listens. */
async function startWorkers(database: DatabaseConfig, port: number): Promise<{ primary: ChildProcess; output: () => string }> {
  const primary = spawn(process.execPath, [join(__dirname, 'run-from-source.cjs')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: databaseUrl(database),
      API_WORKERS: String(WORKERS),
      SESSION_SECRET: 'api-workers-test-secret-of-32-characters',
      THROTTLE_AUTH_LIMIT: String(LIMIT),
      SCREENING_THREADS: '1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  primary.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  primary.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!output.includes(`all ${WORKERS} API workers listening`)) {
    if (primary.exitCode !== null) throw new Error(`the API exited with code ${primary.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the API workers did not start within ${START_TIMEOUT_MS} ms:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { primary, output: () => output };
}

function stop(primary: ChildProcess | undefined): Promise<void> {
  if (!primary || primary.exitCode !== null || primary.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => primary.kill('SIGKILL'), 15_000);
    primary.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    primary.kill('SIGTERM');
  });
}

describe.each(testDatabases())('API workers of the single-machine start on $name, without Redis', (db) => {
  let primary: ChildProcess | undefined;
  let output: () => string;
  let port: number;

  beforeAll(async () => {
    port = await freeLoopbackPort();
    ({ primary, output } = await startWorkers(await db.create(), port));
  }, START_TIMEOUT_MS + 10_000);

  afterAll(async () => {
    await stop(primary);
    await db.dispose();
  }, 30_000);

  it('counts login attempts on every worker against one limit', async () => {
    const visit = await call(port, 'GET', '/api/csrf-token');
    const cookie = visit.setCookie.map((value) => value.split(';')[0]).join('; ');
    const token = (visit.body as { token: string }).token;
    const attempt = () => call(port, 'POST', '/api/login', { cookie, token, body: { email: 'nobody@example.ae', password: 'Wrong-Password-1' } });
    const answers: Answer[] = [];
    for (let index = 0; index <= LIMIT; index += 1) answers.push(await attempt());
    expect(answers.map((answer) => answer.status)).toEqual([...Array(LIMIT).fill(401), 429]);
    expect((answers[LIMIT].body as { message: string }).message).toBe(THROTTLE_MESSAGE);
  });

  it('answers from more than one process (the attempts above really were spread over the workers)', async () => {
    // Each worker logs its requests with its own pid; the primary logs none.
    await call(port, 'GET', '/api/health');
    await call(port, 'GET', '/api/health');
    const pids = new Set(
      output()
        .split('\n')
        .filter((line) => line.includes('"url":"/api/login"'))
        .map((line) => (JSON.parse(line) as { pid: number }).pid),
    );
    expect(pids.size).toBe(WORKERS);
  });

  it('stops every worker on SIGTERM and exits 0', async () => {
    const stopped = new Promise<number | null>((resolve) => primary?.once('exit', (code) => resolve(code)));
    primary?.kill('SIGTERM');
    expect(await stopped).toBe(0);
  }, 30_000);
});
