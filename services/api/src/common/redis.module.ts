import { Global, Module } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CacheInvalidation, RedisCacheInvalidation } from './cache-invalidation';
import { RedisConnection } from './redis-connection';

/**
 * The state replicas share (REDIS_URL): the throttler storage (AuthModule) and cache
 * invalidation. Without REDIS_URL both stay in this process.
 */
@Global()
@Module({
  providers: [
    { provide: RedisConnection, inject: [APP_CONFIG], useFactory: (config: AppConfig) => RedisConnection.open(config.redisUrl) },
    {
      provide: CacheInvalidation,
      inject: [RedisConnection],
      useFactory: async (redis: RedisConnection) =>
        redis.client ? RedisCacheInvalidation.start(redis.client, await redis.duplicate()) : new CacheInvalidation(),
    },
  ],
  exports: [RedisConnection, CacheInvalidation],
})
export class RedisModule {}
