import { availableParallelism } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';

import { findRepoRoot } from './repo-root';

export type DatabaseConfig = { type: 'sqlite'; path: string } | { type: 'mysql'; url: string };

/** Which proxies' X-Forwarded-* headers are believed: none, a hop count, or addresses/subnets (express 'trust proxy'). */
export type TrustProxy = false | number | readonly string[];

export interface AppConfig {
  readonly production: boolean;
  /** TRUST_PROXY: unset believes no proxy; docker-compose sets it for its nginx. */
  readonly trustProxy: TrustProxy;
  /** Serve the OpenAPI UI and JSON at /api/docs: on outside production, and in production only with API_DOCS=true. */
  readonly apiDocs: boolean;
  readonly port: number;
  readonly database: DatabaseConfig;
  readonly sessionSecret: string;
  readonly staticRoot: string;
  readonly remotesManifestFile: string | null;
  readonly adminEmails: readonly string[];
  readonly affiliateTagAe: string | null;
  readonly logLevel: string;
  readonly seedDemo: boolean;
  /** false when a one-shot `npm run migrate` job migrates before the replicas start (they then only check). */
  readonly migrateOnStart: boolean;
  /** Login and register attempts allowed per minute, per IP and per e-mail. */
  readonly throttleAuthLimit: number;
  /** Feedback submissions allowed per minute, per IP. */
  readonly throttleFeedbackLimit: number;
  /** Live recognition calls (quiz steps 8 and 9, debounced typing) per minute per IP. */
  readonly throttleRecognitionLimit: number;
  /** Contact form messages allowed per minute, per IP. */
  readonly throttleContactLimit: number;
  /** Product rating submissions allowed per minute, per signed-in user. */
  readonly throttleRatingLimit: number;
  /** Price alerts set (or changed) per minute, per signed-in user. */
  readonly throttlePriceAlertLimit: number;
  /** Quiz submissions per minute, per signed-in account or else per IP (each runs the free-text screening). */
  readonly throttleQuizSubmitLimit: number;
  /** Store-link redirects (GET /api/go/…) per minute, per IP. */
  readonly throttleOutboundLimit: number;
  /**
   * API_WORKERS: processes `node dist/api/main.js` runs, each serving the same port (node:cluster);
   * one per core unless set. 1 runs the API in this process alone, as a replica behind a balancer does.
   */
  readonly apiWorkers: number;
  /** Worker threads that read free text (quiz submit and live recognition) off the request thread, per API worker. */
  readonly screeningThreads: number;
  /** A reading still running after this long is stopped (its thread replaced) and answered 503. */
  readonly screeningTimeoutMs: number;
  /**
   * The screening worker module; unset, the built-in one. Not an environment setting: the reader is
   * linear and fast, so the pool's tests substitute a deliberately slow worker to prove that a slow
   * reading never holds up other requests and is stopped at its time limit.
   */
  readonly screeningWorkerFile?: string;
  /** REDIS_URL: rate limits and cache invalidations shared by every replica; unset keeps both in this process. */
  readonly redisUrl?: string;
  /** Origin the sitemap, robots.txt and e-mailed links put in front of every path, without a trailing slash. */
  readonly publicBaseUrl: string;
  /** Affiliate-programme site-verification meta tags for the home page (SITE_VERIFICATION). */
  readonly siteVerification: readonly { name: string; content: string }[];
  /** Tag-manager container id, exposed to the shell; no third-party script is loaded (README). */
  readonly gtmId: string | null;
  /** SMTP_URL (smtp:// or smtps://): where e-mail goes; unset writes each message to mailOutboxDir instead. */
  readonly smtpUrl: string | null;
  /** MAIL_FROM: the sender of every message we send. */
  readonly mailFrom: string;
  /** MAIL_OUTBOX_DIR: the .eml files written when there is no SMTP_URL (default data/outbox), so `npm start` needs no mail server. */
  readonly mailOutboxDir: string;
  /** Password-reset requests allowed per 15 minutes, per IP and per e-mail address. */
  readonly throttlePasswordResetLimit: number;
  /** Verification e-mails a signed-in account may ask to be sent again per hour. */
  readonly throttleVerificationResendLimit: number;
  /** Account e-mails (any kind, whoever asks) one recipient address may get per hour; more are dropped and logged. */
  readonly mailRecipientHourlyLimit: number;
  /** Footer social profile URLs (https), hidden when unset. */
  readonly social: { readonly instagram: string | null; readonly twitter: string | null };
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Thrown for a configuration the process must not start with; main prints it as one line. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const DEFAULT_MAIL_FROM = 'Sahha <no-reply@sahha.ae>';
const DEV_SESSION_SECRET = 'sahha-dev-session-secret-not-for-production';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function parseDatabaseUrl(raw: string | undefined, repoRoot: string): DatabaseConfig {
  if (raw === undefined || raw.trim() === '') {
    return { type: 'sqlite', path: join(repoRoot, 'data', 'sahha.db') };
  }
  // Another SQLite file (e2e runs, scratch databases): sqlite:/absolute/path.db
  if (raw.startsWith('sqlite:')) {
    const path = raw.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (!isAbsolute(path)) throw new ConfigError('DATABASE_URL sqlite: needs an absolute file path, e.g. sqlite:/tmp/sahha.db');
    return { type: 'sqlite', path };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL is not a valid URL; expected mysql://user:pass@host:port/db, sqlite:/path/file.db, or unset for SQLite');
  }
  if (url.protocol !== 'mysql:' || url.hostname === '' || url.pathname.length < 2) {
    throw new ConfigError(
      `DATABASE_URL protocol "${url.protocol}" is not supported; expected mysql://user:pass@host:port/db, sqlite:/path/file.db, or unset for SQLite`,
    );
  }
  return { type: 'mysql', url: raw };
}

function parsePositiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new ConfigError(`${name} must be a positive integer, got "${raw}"`);
  }
  return value;
}

function parsePublicBaseUrl(raw: string | undefined, port: number): string {
  if (raw === undefined || raw.trim() === '') return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ConfigError(`PUBLIC_BASE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`PUBLIC_BASE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  return url.href.replace(/\/+$/, '');
}

function parseSmtpUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ConfigError('SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465');
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') {
    throw new ConfigError('SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465');
  }
  return raw.trim();
}

/** `name=content;name2=content2`, e.g. `impact-site-verification=abc`. */
function parseSocialUrl(name: string, raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ConfigError(`${name} must be an absolute https URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:') throw new ConfigError(`${name} must be an absolute https URL, got "${raw}"`);
  return url.href;
}

function parseSiteVerification(raw: string | undefined): { name: string; content: string }[] {
  return (raw ?? '')
    .split(';')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const separator = entry.indexOf('=');
      const name = separator > 0 ? entry.slice(0, separator).trim() : '';
      const content = separator > 0 ? entry.slice(separator + 1).trim() : '';
      if (name === '' || content === '') {
        throw new ConfigError(`SITE_VERIFICATION entries must look like name=content, got "${entry}"`);
      }
      return { name, content };
    });
}

/** express 'trust proxy' keywords and IPv4/IPv6 addresses with an optional prefix length. */
const TRUSTED_PROXY_ENTRY = /^(loopback|linklocal|uniquelocal|[0-9.]+(\/\d{1,2})?|[0-9a-f:]+(\/\d{1,3})?)$/i;

function parseTrustProxy(raw: string | undefined): TrustProxy {
  const text = (raw ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const bad = entries.find((entry) => !TRUSTED_PROXY_ENTRY.test(entry));
  if (bad !== undefined || entries.length === 0) {
    throw new ConfigError(`TRUST_PROXY must be a hop count or a comma-separated list of addresses, subnets or loopback/linklocal/uniquelocal, got "${raw}"`);
  }
  return entries;
}

function parseBoolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  const text = (raw ?? '').trim().toLowerCase();
  if (text === '') return fallback;
  if (text === 'true') return true;
  if (text === 'false') return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function resolveFrom(repoRoot: string, path: string): string {
  return isAbsolute(path) ? path : resolve(repoRoot, path);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, repoRoot: string = findRepoRoot()): AppConfig {
  const production = env.NODE_ENV === 'production';

  const port = parsePositiveInt('PORT', env.PORT, 3000);
  if (port > 65535) throw new ConfigError(`PORT must be at most 65535, got "${env.PORT}"`);

  const sessionSecret = env.SESSION_SECRET?.trim() || (production ? '' : DEV_SESSION_SECRET);
  if (sessionSecret === '') throw new ConfigError('SESSION_SECRET is required when NODE_ENV=production');
  if (production && sessionSecret.length < 32) {
    throw new ConfigError('SESSION_SECRET must be at least 32 characters when NODE_ENV=production');
  }

  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }

  // Replicas must share one database: in production an unset DATABASE_URL is an error, never a
  // silent SQLite file per replica (`sqlite:/path` still chooses SQLite on purpose).
  if (production && !env.DATABASE_URL?.trim()) {
    throw new ConfigError('DATABASE_URL is required when NODE_ENV=production (mysql://user:pass@host:3306/db, or sqlite:/absolute/path.db for one process)');
  }

  return {
    production,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    apiDocs: parseBoolean('API_DOCS', env.API_DOCS, !production),
    port,
    database: parseDatabaseUrl(env.DATABASE_URL, repoRoot),
    sessionSecret,
    staticRoot: resolveFrom(repoRoot, env.STATIC_ROOT?.trim() || 'dist'),
    remotesManifestFile: env.REMOTES_MANIFEST_FILE?.trim() ? resolveFrom(repoRoot, env.REMOTES_MANIFEST_FILE.trim()) : null,
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email !== ''),
    affiliateTagAe: env.AFFILIATE_TAG_AE?.trim() || null,
    logLevel,
    // The demo account's password is published in the README: never seeded in production unless asked.
    seedDemo: parseBoolean('SEED_DEMO', env.SEED_DEMO, !production),
    migrateOnStart: parseBoolean('MIGRATE_ON_START', env.MIGRATE_ON_START, true),
    throttleAuthLimit: parsePositiveInt('THROTTLE_AUTH_LIMIT', env.THROTTLE_AUTH_LIMIT, 10),
    throttleFeedbackLimit: parsePositiveInt('THROTTLE_FEEDBACK_LIMIT', env.THROTTLE_FEEDBACK_LIMIT, 5),
    throttleRecognitionLimit: parsePositiveInt('THROTTLE_RECOGNITION_LIMIT', env.THROTTLE_RECOGNITION_LIMIT, 120),
    throttleContactLimit: parsePositiveInt('THROTTLE_CONTACT_LIMIT', env.THROTTLE_CONTACT_LIMIT, 5),
    throttleRatingLimit: parsePositiveInt('THROTTLE_RATING_LIMIT', env.THROTTLE_RATING_LIMIT, 10),
    throttlePriceAlertLimit: parsePositiveInt('THROTTLE_PRICE_ALERT_LIMIT', env.THROTTLE_PRICE_ALERT_LIMIT, 10),
    // A person submits the quiz a few times at most; 20 a minute is only reached by a script.
    throttleQuizSubmitLimit: parsePositiveInt('THROTTLE_QUIZ_SUBMIT_LIMIT', env.THROTTLE_QUIZ_SUBMIT_LIMIT, 20),
    // Someone comparing stores opens a few links a minute; 60 is a script.
    throttleOutboundLimit: parsePositiveInt('THROTTLE_OUTBOUND_LIMIT', env.THROTTLE_OUTBOUND_LIMIT, 60),
    apiWorkers: parsePositiveInt('API_WORKERS', env.API_WORKERS, availableParallelism()),
    // Two threads keep one long reading from holding up everyone else's without taking every core from the event loop.
    screeningThreads: parsePositiveInt('SCREENING_THREADS', env.SCREENING_THREADS, Math.min(2, availableParallelism())),
    // Real answers read in under 20 ms; the slowest texts we found take seconds (README, "Screening worker pool").
    screeningTimeoutMs: parsePositiveInt('SCREENING_TIMEOUT_MS', env.SCREENING_TIMEOUT_MS, 3000),
    redisUrl: env.REDIS_URL?.trim() || undefined,
    publicBaseUrl: parsePublicBaseUrl(env.PUBLIC_BASE_URL, port),
    siteVerification: parseSiteVerification(env.SITE_VERIFICATION),
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    mailOutboxDir: resolveFrom(repoRoot, env.MAIL_OUTBOX_DIR?.trim() || join('data', 'outbox')),
    throttlePasswordResetLimit: parsePositiveInt('THROTTLE_PASSWORD_RESET_LIMIT', env.THROTTLE_PASSWORD_RESET_LIMIT, 5),
    throttleVerificationResendLimit: parsePositiveInt('THROTTLE_VERIFICATION_RESEND_LIMIT', env.THROTTLE_VERIFICATION_RESEND_LIMIT, 5),
    mailRecipientHourlyLimit: parsePositiveInt('MAIL_RECIPIENT_HOURLY_LIMIT', env.MAIL_RECIPIENT_HOURLY_LIMIT, 5),
    gtmId: env.GTM_ID?.trim() || null,
    social: {
      instagram: parseSocialUrl('SOCIAL_INSTAGRAM_URL', env.SOCIAL_INSTAGRAM_URL),
      twitter: parseSocialUrl('SOCIAL_TWITTER_URL', env.SOCIAL_TWITTER_URL),
    },
  };
}
