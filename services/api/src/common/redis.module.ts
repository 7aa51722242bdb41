import { Global, Module } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CacheInvalidation, HubCacheInvalidation, RedisCacheInvalidation } from './cache-invalidation';
import { RedisConnection } from './redis-connection';
import { workerChannel } from './worker-hub';

/** Without Redis: through the primary when this is one of several workers, else this process alone. */
function localInvalidation(): CacheInvalidation {
  const channel = workerChannel();
  return channel ? new HubCacheInvalidation(channel) : new CacheInvalidation();
}

/**
 * The state replicas share (REDIS_URL): the throttler storage (AuthModule) and cache
 * invalidation. Without REDIS_URL both stay on this machine: in the primary process that the
 * single-machine start's workers share (common/worker-hub.ts), or in this process when it is alone.
 */
@Global()
@Module({
  providers: [
    { provide: RedisConnection, inject: [APP_CONFIG], useFactory: (config: AppConfig) => RedisConnection.open(config.redisUrl) },
    {
      provide: CacheInvalidation,
      inject: [RedisConnection],
      useFactory: async (redis: RedisConnection) =>
        redis.client ? RedisCacheInvalidation.start(redis.client, await redis.duplicate()) : localInvalidation(),
    },
  ],
  exports: [RedisConnection, CacheInvalidation],
})
export class RedisModule {}
