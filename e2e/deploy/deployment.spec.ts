import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PAGE_HEADINGS } from '@sahha/contracts';

import { newAccount, signInAsAdmin } from '../support/accounts';
import { answerQuizUpToLastStep, finishQuizWithoutMoreInfo, openQuiz, registerFromResults } from '../support/quiz-plan';
import { DEPLOY_ADMIN_EMAIL, DEPLOY_AUTH_LIMIT, runStack } from './deploy-run';
import { migrationTimestamps, queryDatabase, readAccessLog } from './deploy-stack.cjs';

// One member's journey over one stack, in order: the last test kills a replica under them.
test.describe.configure({ mode: 'serial' });

const stack = runStack();
const [victim, survivor] = stack.replicas;
let member: Page;

test.beforeAll(async ({ browser }) => {
  member = await browser.newPage();
});

test.afterAll(async () => {
  await member.close();
});

/** Where each proxied request of these clients went: the access log names the replica (upstream) per request. */
function upstreamsOf(clientAddresses: string[], urlPath: string): string[] {
  return readAccessLog(stack.accessLogFile)
    .filter((line) => line.startsWith(`POST ${urlPath} `) && clientAddresses.some((address) => line.includes(`xff="${address}"`)))
    .map((line) => /upstream="([^"]*)"/.exec(line)?.[1] ?? '');
}

interface LoginAttempt {
  /** The client address: nginx and this test both connect from loopback, which TRUST_PROXY=loopback believes. */
  address: string;
  email: string;
  password: string;
}

/**
 * Posts the attempts back to back after one CSRF token (a failed login keeps the session), so
 * nginx's round robin sends them to the replicas in turn; a token fetched before each attempt
 * would take every other turn and leave all the attempts on one replica.
 */
async function attemptLogins(request: APIRequestContext, attempts: LoginAttempt[]): Promise<number[]> {
  const { token } = (await (await request.get('/api/csrf-token')).json()) as { token: string };
  const statuses: number[] = [];
  for (const { address, email, password } of attempts) {
    const response = await request.post('/api/login', { headers: { 'x-forwarded-for': address, 'x-csrf-token': token }, data: { email, password } });
    statuses.push(response.status());
  }
  return statuses;
}

test('both replicas, started together on an empty database, came up and migrated it once', async ({ request }) => {
  for (const replica of stack.replicas) {
    const health = await request.get(`${replica.url}/api/health`);
    expect(health.status(), replica.name).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', db: 'up' });
  }
  const throughNginx = await request.get('/api/health');
  expect(throughNginx.status()).toBe(200);
  expect(throughNginx.headers()['x-served-by']).toBe('api');

  const applied = await queryDatabase<{ timestamp: string | number }>(stack.databaseUrl, 'SELECT timestamp FROM migrations ORDER BY timestamp');
  expect(applied.map((row) => Number(row.timestamp))).toEqual(migrationTimestamps());
});

test("nginx sends the shell's and every remote's scripts as the build's gzip copies, nothing compressed per request", async ({ request }) => {
  const manifest = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  const scripts = ['/main.js', ...Object.values(manifest)];
  expect(scripts).toHaveLength(6);
  for (const url of scripts) {
    const response = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-encoding'], url).toBe('gzip');
    expect(response.headers()['vary'], url).toContain('Accept-Encoding');
    // Decoded, it is the script itself.
    expect((await response.text()).length, url).toBeGreaterThan(1024);
  }
});

test('through nginx a visitor takes the quiz, registers, finds the plan saved and checks in', async () => {
  // The quiz in Fast Mode with the pointer: single choices advance on their own.
  await openQuiz(member);
  await answerQuizUpToLastStep(member);
  await finishQuizWithoutMoreInfo(member);

  await registerFromResults(member, newAccount('Noura Saeed', 'noura'));

  await member.goto('/check-in');
  await expect(member.getByRole('heading', { level: 1, name: PAGE_HEADINGS.checkIn })).toBeVisible();
  const energy = member.getByRole('slider', { name: /Energy/ });
  await energy.focus();
  await member.keyboard.press('ArrowRight');
  await expect(energy).toHaveValue('6');
  await member.getByLabel(/Notes/).fill('Checked in through nginx.');
  await member.getByRole('button', { name: 'Submit Weekly Check-in' }).click();
  await expect(member).toHaveURL(/\/progress$/);
  await expect(member.getByRole('heading', { name: 'Latest Check-in' })).toBeVisible();
  await expect(member.getByText('Checked in through nginx.')).toBeVisible();
});

test('the ADMIN_EMAILS account opens the feedback dashboard', async ({ browser }) => {
  const admin = await browser.newPage();
  try {
    await signInAsAdmin(admin, DEPLOY_ADMIN_EMAIL);
    await admin.goto('/admin/feedback');
    await expect(admin.getByRole('heading', { level: 1, name: PAGE_HEADINGS.adminFeedback })).toBeVisible();
    await expect(admin.getByText('Total Feedback')).toBeVisible();
  } finally {
    await admin.close();
  }
});

test('the login limit per e-mail counts attempts on both replicas together', async ({ playwright, baseURL, request }) => {
  // Every attempt from another address, so only the e-mail's counter can stop them.
  const addresses = Array.from({ length: DEPLOY_AUTH_LIMIT + 3 }, (_, index) => `203.0.113.${index + 10}`);
  const account = newAccount('Limit Check', 'limit');
  const registration = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': addresses[0] } });
  try {
    const { token } = (await (await registration.get('/api/csrf-token')).json()) as { token: string };
    const registered = await registration.post('/api/register', { headers: { 'x-csrf-token': token }, data: account });
    expect(registered.status()).toBe(201);
  } finally {
    await registration.dispose();
  }

  // Login has counters of its own (the throttler keys them by route): wrong passwords spend the
  // limit, then the next attempts are refused wherever nginx sends them, even the right password.
  const statuses = await attemptLogins(
    request,
    addresses.slice(1).map((address, index) => ({ address, email: account.email, password: index === DEPLOY_AUTH_LIMIT + 1 ? account.password : 'Wrong-Guess-2026' })),
  );
  expect(statuses).toEqual([...Array(DEPLOY_AUTH_LIMIT).fill(401), 429, 429]);

  // With a limit per process, each replica would have allowed DEPLOY_AUTH_LIMIT attempts.
  // nginx writes a request's log line in its log phase, after the response may already have reached
  // the test: wait for the last line instead of reading the file once.
  await expect.poll(() => upstreamsOf(addresses.slice(1), '/api/login')).toHaveLength(DEPLOY_AUTH_LIMIT + 2);
  const upstreams = upstreamsOf(addresses.slice(1), '/api/login');
  expect(new Set(upstreams)).toEqual(new Set(stack.replicas.map((replica) => `127.0.0.1:${replica.port}`)));
});

test('the login limit per client address counts attempts on both replicas together', async ({ request }) => {
  const address = '198.51.100.7';
  // Unknown e-mails, each tried once: only the address's counter can stop them.
  const attempts = Array.from({ length: DEPLOY_AUTH_LIMIT + 1 }, () => ({ address, email: newAccount('Nobody', 'nobody').email, password: 'Wrong-Guess-2026' }));
  expect(await attemptLogins(request, attempts)).toEqual([...Array(DEPLOY_AUTH_LIMIT).fill(401), 429]);
  await expect.poll(() => upstreamsOf([address], '/api/login')).toHaveLength(DEPLOY_AUTH_LIMIT + 1);
  expect(new Set(upstreamsOf([address], '/api/login'))).toEqual(new Set(stack.replicas.map((replica) => `127.0.0.1:${replica.port}`)));
});

test('with one replica killed, the signed-in member keeps working through nginx', async () => {
  process.kill(victim.pid, 'SIGKILL');
  await expect.poll(() => fetch(`${victim.url}/api/health`).then(() => 'up', () => 'down')).toBe('down');
  const logLinesBefore = readAccessLog(stack.accessLogFile).length;

  await member.reload();
  await expect(member.getByRole('heading', { level: 1, name: PAGE_HEADINGS.progress })).toBeVisible();
  await expect(member.getByText('Checked in through nginx.')).toBeVisible();

  // A write too: the session's CSRF token and the check-in go through the surviving replica.
  const request = member.context().request;
  const { user } = (await (await request.get('/api/user')).json()) as { user: { id: number } };
  const { token } = (await (await request.get('/api/csrf-token')).json()) as { token: string };
  const checkIn = { energyLevel: 7, sleepQuality: 6, mood: 6, adherence: 90, sideEffects: null, improvements: null, notes: 'After the outage.' };
  const saved = await request.post('/api/check-in', { headers: { 'x-csrf-token': token }, data: { userId: user.id, checkIn } });
  expect(saved.status()).toBe(201);
  await member.goto('/progress');
  await expect(member.getByText('After the outage.')).toBeVisible();

  // Every API request since the kill was answered by the survivor (after nginx found the dead one
  // refusing, it names both), and none with a gateway error.
  const apiLines = readAccessLog(stack.accessLogFile)
    .slice(logLinesBefore)
    .filter((line) => / \/api\//.test(line));
  expect(apiLines.length).toBeGreaterThan(0);
  for (const line of apiLines) {
    expect(line).not.toMatch(/ 50[234] /);
    expect(line).toMatch(new RegExp(`upstream="([^"]*, )?127\\.0\\.0\\.1:${survivor.port}"$`));
  }
});
