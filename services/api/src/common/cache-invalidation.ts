import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';

import { type HubChannel, hubInvalidation } from './worker-hub';

/** The one Redis channel every replica listens on; messages are `{ topic, key }` as JSON. */
export const CACHE_INVALIDATION_CHANNEL = 'sahha:cache-invalidation';

/** Forgets the entry `key` of one cache, or every entry when `key` is null. */
export type ForgetEntry = (key: string | null) => void;

interface Invalidation {
  topic: string;
  key: string | null;
}

function parseInvalidation(message: string): Invalidation | null {
  try {
    const value = JSON.parse(message) as Partial<Invalidation> | null;
    if (typeof value?.topic !== 'string' || (value.key !== null && typeof value.key !== 'string')) return null;
    return { topic: value.topic, key: value.key };
  } catch {
    return null;
  }
}

/**
 * Keeps the in-process caches (CachedValue, a minute each) in step with writes. A cache registers
 * what to forget under a topic; whoever writes calls `invalidate`. Without Redis (one process)
 * that forgets here and is all there is; with Redis every replica forgets on the announcement,
 * so two replicas never serve different prices or ratings for a minute. The caches' TTL stays
 * as the backstop for announcements lost while Redis is unreachable.
 */
export class CacheInvalidation {
  private readonly handlers = new Map<string, ForgetEntry[]>();

  on(topic: string, forget: ForgetEntry): void {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), forget]);
  }

  /**
   * Forgets in this process at once (its own next read must see its write), then announces it to
   * every replica, this one included. Never rejects: the write has happened, and an announcement
   * that did not go out leaves the other replicas on their TTL, which is logged.
   */
  async invalidate(topic: string, key: string | null = null): Promise<void> {
    this.forget({ topic, key });
    await this.announce({ topic, key });
  }

  protected forget({ topic, key }: Invalidation): void {
    for (const forget of this.handlers.get(topic) ?? []) forget(key);
  }

  protected forgetEverything(): void {
    for (const topic of this.handlers.keys()) this.forget({ topic, key: null });
  }

  protected async announce(_invalidation: Invalidation): Promise<void> {}
}

/** Announces over Redis pub/sub and forgets what any replica announces. */
export class RedisCacheInvalidation extends CacheInvalidation {
  private readonly logger = new Logger('CacheInvalidation');

  private constructor(private readonly publisher: Redis) {
    super();
  }

  /** `subscriber` is a connection of its own: a subscribed connection cannot publish. */
  static async start(publisher: Redis, subscriber: Redis): Promise<RedisCacheInvalidation> {
    const invalidation = new RedisCacheInvalidation(publisher);
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== CACHE_INVALIDATION_CHANNEL) return;
      const received = parseInvalidation(message);
      if (received) invalidation.forget(received);
    });
    await subscriber.subscribe(CACHE_INVALIDATION_CHANNEL);
    // Announcements made while this replica was disconnected are lost: after a reconnection
    // (ioredis subscribes again before 'ready') nothing cached before it can be trusted.
    subscriber.on('ready', () => invalidation.forgetEverything());
    return invalidation;
  }

  protected override async announce(invalidation: Invalidation): Promise<void> {
    try {
      await this.publisher.publish(CACHE_INVALIDATION_CHANNEL, JSON.stringify(invalidation));
    } catch (error) {
      this.logger.warn(`Could not announce "${invalidation.topic}" to the other replicas (${(error as Error).message}); they catch up within the cache TTL`);
    }
  }
}

/**
 * The single-machine start's workers without Redis (common/worker-hub.ts): announced through the
 * primary, which passes it on to every other worker.
 */
export class HubCacheInvalidation extends CacheInvalidation {
  private readonly send: (topic: string, key: string | null) => void;

  constructor(channel: HubChannel) {
    super();
    this.send = hubInvalidation(channel, (topic, key) => this.forget({ topic, key }));
  }

  protected override async announce({ topic, key }: Invalidation): Promise<void> {
    this.send(topic, key);
  }
}
