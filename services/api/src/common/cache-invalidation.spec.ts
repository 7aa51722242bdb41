import { EventEmitter } from 'node:events';

import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';

import { CACHE_INVALIDATION_CHANNEL, CacheInvalidation, RedisCacheInvalidation } from './cache-invalidation';

/** Records what each topic's caches were told to forget. */
function listen(invalidation: CacheInvalidation, ...topics: string[]): [string, string | null][] {
  const forgotten: [string, string | null][] = [];
  for (const topic of topics) invalidation.on(topic, (key) => forgotten.push([topic, key]));
  return forgotten;
}

describe('CacheInvalidation (one process, no Redis)', () => {
  it('forgets the entry of the topic it names, before invalidate() resolves', () => {
    const invalidation = new CacheInvalidation();
    const forgotten = listen(invalidation, 'prices', 'ratings');
    void invalidation.invalidate('ratings', 'iron');
    expect(forgotten).toEqual([['ratings', 'iron']]);
  });

  it('forgets every entry when no key is named, and calls every cache of the topic', async () => {
    const invalidation = new CacheInvalidation();
    const forgotten = listen(invalidation, 'prices', 'prices');
    await invalidation.invalidate('prices');
    expect(forgotten).toEqual([
      ['prices', null],
      ['prices', null],
    ]);
  });

  it('ignores a topic nobody caches', async () => {
    await expect(new CacheInvalidation().invalidate('nothing', 'x')).resolves.toBeUndefined();
  });
});

describe('RedisCacheInvalidation', () => {
  class FakeSubscriber extends EventEmitter {
    readonly channels: string[] = [];

    async subscribe(channel: string): Promise<number> {
      this.channels.push(channel);
      return this.channels.length;
    }

    deliver(channel: string, message: string): void {
      this.emit('message', channel, message);
    }
  }

  let publish: jest.Mock<Promise<number>, [string, string]>;
  let subscriber: FakeSubscriber;

  const start = () => RedisCacheInvalidation.start({ publish } as unknown as Redis, subscriber as unknown as Redis);

  beforeEach(() => {
    publish = jest.fn(async (_channel: string, _message: string) => 1);
    subscriber = new FakeSubscriber();
  });

  it('subscribes to the one channel and announces each invalidation on it', async () => {
    const invalidation = await start();
    expect(subscriber.channels).toEqual([CACHE_INVALIDATION_CHANNEL]);
    await invalidation.invalidate('ratings', 'iron');
    await invalidation.invalidate('prices');
    expect(publish.mock.calls).toEqual([
      [CACHE_INVALIDATION_CHANNEL, JSON.stringify({ topic: 'ratings', key: 'iron' })],
      [CACHE_INVALIDATION_CHANNEL, JSON.stringify({ topic: 'prices', key: null })],
    ]);
  });

  it('forgets here at once and again when any replica announces, its own announcements included', async () => {
    const invalidation = await start();
    const forgotten = listen(invalidation, 'ratings');
    await invalidation.invalidate('ratings', 'iron');
    subscriber.deliver(CACHE_INVALIDATION_CHANNEL, JSON.stringify({ topic: 'ratings', key: 'iron' }));
    subscriber.deliver(CACHE_INVALIDATION_CHANNEL, JSON.stringify({ topic: 'ratings', key: null }));
    expect(forgotten).toEqual([
      ['ratings', 'iron'],
      ['ratings', 'iron'],
      ['ratings', null],
    ]);
  });

  it.each([
    ['another channel', 'other', JSON.stringify({ topic: 'ratings', key: 'iron' })],
    ['text that is not JSON', CACHE_INVALIDATION_CHANNEL, 'ratings:iron'],
    ['JSON null', CACHE_INVALIDATION_CHANNEL, 'null'],
    ['a topic that is not a string', CACHE_INVALIDATION_CHANNEL, JSON.stringify({ topic: 1, key: 'iron' })],
    ['a key that is neither a string nor null', CACHE_INVALIDATION_CHANNEL, JSON.stringify({ topic: 'ratings', key: 7 })],
    ['a missing key', CACHE_INVALIDATION_CHANNEL, JSON.stringify({ topic: 'ratings' })],
  ])('ignores %s', async (_case, channel, message) => {
    const forgotten = listen(await start(), 'ratings');
    subscriber.deliver(channel, message);
    expect(forgotten).toEqual([]);
  });

  it('forgets every cache after a reconnection, when announcements may have been missed', async () => {
    const forgotten = listen(await start(), 'ratings', 'prices');
    subscriber.emit('ready');
    expect(forgotten).toEqual([
      ['ratings', null],
      ['prices', null],
    ]);
  });

  it('resolves when Redis cannot take the announcement, and says so; this replica has still forgotten', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      publish.mockRejectedValue(new Error('Connection is closed.'));
      const invalidation = await start();
      const forgotten = listen(invalidation, 'prices');
      await expect(invalidation.invalidate('prices')).resolves.toBeUndefined();
      expect(forgotten).toEqual([['prices', null]]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('Could not announce "prices" to the other replicas (Connection is closed.)'));
    } finally {
      warn.mockRestore();
    }
  });
});
