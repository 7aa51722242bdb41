import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import Redis, { type RedisOptions } from 'ioredis';

import { ConfigError } from '../config/app-config';

/** How long the start waits for Redis before giving up (a black-holed host never refuses). */
export const REDIS_CONNECT_TIMEOUT_MS = 5_000;

const OPTIONS: RedisOptions = {
  // Connected explicitly at start, so an unreachable Redis stops the start instead of queueing.
  lazyConnect: true,
  connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  // During an outage a rate-limited request fails within a second or so instead of waiting for
  // ioredis's default twenty reconnections.
  maxRetriesPerRequest: 2,
  retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
};

/**
 * True for the errors ioredis raises while Redis cannot be reached mid-run (the rate-limit store
 * and caches live there): the request could not be judged, which is the service being briefly
 * unavailable (503), not a fault of the request or a bug (500).
 */
export function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'MaxRetriesPerRequestError' ||
    error.message === 'Connection is closed.' ||
    error.message.startsWith("Stream isn't writeable")
  );
}

/** The URL as it may be logged: without its password. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.href;
  } catch {
    return '(unparsable URL)';
  }
}

function parseRedisUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError('REDIS_URL is not a valid URL; expected redis://[user:pass@]host:port[/db] or rediss:// for TLS');
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    throw new ConfigError(`REDIS_URL protocol "${parsed.protocol}" is not supported; expected redis:// or rediss://`);
  }
}

/**
 * The Redis connections of this process when REDIS_URL is set (`client` is null without it: rate
 * limits and caches then stay in process memory, as with a single replica). With REDIS_URL set,
 * Redis is part of the deployment: the start fails with one clear line when it cannot be reached,
 * rather than running with limits and caches silently per replica.
 */
export class RedisConnection implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  private readonly clients: Redis[] = [];

  private constructor(
    readonly client: Redis | null,
    private readonly url: string | undefined,
  ) {
    if (client) this.track(client);
  }

  static async open(url: string | undefined): Promise<RedisConnection> {
    if (url === undefined) return new RedisConnection(null, undefined);
    parseRedisUrl(url);
    const client = new Redis(url, OPTIONS);
    const connection = new RedisConnection(client, url);
    await connection.connect(client);
    return connection;
  }

  /** Another connection with the same settings (a subscriber cannot send ordinary commands). */
  async duplicate(): Promise<Redis> {
    if (!this.client) throw new Error('RedisConnection.duplicate() needs REDIS_URL');
    const client = this.client.duplicate();
    this.track(client);
    await this.connect(client);
    return client;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(
      this.clients.splice(0).map(async (client) => {
        try {
          await client.quit();
        } catch {
          client.disconnect();
        }
      }),
    );
  }

  private track(client: Redis): void {
    this.clients.push(client);
    let lastMessage: string | undefined;
    // Without a listener ioredis prints every failed reconnection to stderr; one line per new
    // kind of failure is enough in the request log.
    client.on('error', (error: Error) => {
      if (error.message === lastMessage) return;
      lastMessage = error.message;
      this.logger.warn(`Redis ${redactRedisUrl(this.url ?? '')}: ${error.message}`);
    });
    client.on('ready', () => {
      if (lastMessage !== undefined) this.logger.log(`Redis ${redactRedisUrl(this.url ?? '')}: connected again`);
      lastMessage = undefined;
    });
  }

  private async connect(client: Redis): Promise<void> {
    let cause: Error | undefined;
    const remember = (error: Error) => {
      cause ??= error;
    };
    client.on('error', remember);
    let timer: NodeJS.Timeout | undefined;
    try {
      // connect() itself rejects with a bare "Connection is closed." and can wait forever on an
      // AUTH that never completes; the first 'error' says why, the timer bounds the wait.
      const connecting = client.connect();
      // The loser of the race must not become an unhandled rejection.
      connecting.catch(() => undefined);
      await Promise.race([
        connecting,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${REDIS_CONNECT_TIMEOUT_MS} ms`)), REDIS_CONNECT_TIMEOUT_MS + 1_000);
        }),
      ]);
    } catch (error) {
      client.disconnect();
      await this.onApplicationShutdown();
      const reason = (cause ?? (error as Error)).message;
      throw new ConfigError(
        `REDIS_URL ${redactRedisUrl(this.url ?? '')} did not connect (${reason}); start Redis or correct the URL, or unset REDIS_URL to keep rate limits and caches per process`,
      );
    } finally {
      clearTimeout(timer);
      client.off('error', remember);
    }
  }
}
