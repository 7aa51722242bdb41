import cluster from 'node:cluster';

import type { ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageService } from '@nestjs/throttler';

/**
 * What the API workers of one machine share through their primary process when there is no Redis
 * (docs/requirements.md, "Single-machine start: one worker per core"): rate-limit counts and cache
 * invalidations. Each worker is a process of its own, so a count kept in a worker would let a
 * client multiply every limit by the number of workers, and a price or rating changed through one
 * worker would stay stale in the others for a cache lifetime. With REDIS_URL set, Redis does both
 * jobs for every process of every machine and none of this is used.
 */

type ThrottleArgs = Parameters<ThrottlerStorage['increment']>;
type ThrottleRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** Messages between a worker and the primary; `sahha` tells them apart from Node's own. */
export type HubMessage =
  | { sahha: 'throttle'; id: number; args: ThrottleArgs }
  | { sahha: 'throttled'; id: number; record?: ThrottleRecord; error?: string }
  | { sahha: 'invalidate'; topic: string; key: string | null };

/** One end of a worker's IPC channel (process in a worker, the Worker object in the primary). */
export interface HubChannel {
  send(message: HubMessage): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
}

function isHubMessage(message: unknown): message is HubMessage {
  return typeof message === 'object' && message !== null && typeof (message as { sahha?: unknown }).sahha === 'string';
}

/**
 * The primary's side: one in-memory throttler storage (the same implementation a single process
 * uses) answering every worker, and every invalidation passed on to the other workers.
 */
export class WorkerHub {
  private readonly storage = new ThrottlerStorageService();
  private readonly workers = new Set<HubChannel>();

  /** Serves `worker` until it is removed (when it exits). */
  add(worker: HubChannel): void {
    this.workers.add(worker);
    worker.on('message', (message) => {
      if (isHubMessage(message)) this.handle(worker, message);
    });
  }

  remove(worker: HubChannel): void {
    this.workers.delete(worker);
  }

  /** Stops the storage's sweep timer, so the primary can exit. */
  close(): void {
    this.storage.onApplicationShutdown();
  }

  private handle(from: HubChannel, message: HubMessage): void {
    if (message.sahha === 'throttle') {
      this.storage.increment(...message.args).then(
        (record) => from.send({ sahha: 'throttled', id: message.id, record }),
        (error: unknown) => from.send({ sahha: 'throttled', id: message.id, error: String(error) }),
      );
    } else if (message.sahha === 'invalidate') {
      for (const worker of this.workers) if (worker !== from) worker.send(message);
    }
  }
}

/** A worker's throttler storage: every count is kept by the primary, so a limit holds across workers. */
export class HubThrottlerStorage implements ThrottlerStorage {
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (record: ThrottleRecord) => void; reject: (error: Error) => void }>();

  constructor(private readonly channel: HubChannel) {
    channel.on('message', (message) => {
      if (!isHubMessage(message) || message.sahha !== 'throttled') return;
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.record) waiting.resolve(message.record);
      else waiting.reject(new Error(`rate-limit count failed in the primary: ${message.error ?? 'no answer'}`));
    });
  }

  increment(...args: ThrottleArgs): Promise<ThrottleRecord> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.channel.send({ sahha: 'throttle', id, args });
    });
  }
}

/** Tells the other workers to forget a cache entry, and forgets what they announce. */
export function hubInvalidation(channel: HubChannel, forget: (topic: string, key: string | null) => void): (topic: string, key: string | null) => void {
  channel.on('message', (message) => {
    if (isHubMessage(message) && message.sahha === 'invalidate') forget(message.topic, message.key);
  });
  return (topic, key) => channel.send({ sahha: 'invalidate', topic, key });
}

/** This process's channel to the primary, when it is one of several API workers; null otherwise. */
export function workerChannel(): HubChannel | null {
  if (!cluster.isWorker || typeof process.send !== 'function') return null;
  return process as unknown as HubChannel;
}
