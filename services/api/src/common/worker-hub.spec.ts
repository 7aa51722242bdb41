import { EventEmitter } from 'node:events';

import { HubCacheInvalidation } from './cache-invalidation';
import { type HubChannel, type HubMessage, HubThrottlerStorage, WorkerHub } from './worker-hub';

/**
 * A worker's IPC channel as two ends: what the worker sends arrives at the primary's end and the
 * other way round, asynchronously as over a real channel (messages are copied, like IPC does).
 */
function channelPair(): { worker: HubChannel; primary: HubChannel } {
  const toPrimary = new EventEmitter();
  const toWorker = new EventEmitter();
  const deliver = (target: EventEmitter, message: HubMessage) => setImmediate(() => target.emit('message', structuredClone(message)));
  return {
    worker: { send: (message) => deliver(toPrimary, message), on: (_event, listener) => toWorker.on('message', listener) },
    primary: { send: (message) => deliver(toWorker, message), on: (_event, listener) => toPrimary.on('message', listener) },
  };
}

/** Waits until `done()` holds (messages cross the channel asynchronously), failing after a second. */
async function eventually(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 1_000;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('WorkerHub (several API workers without Redis)', () => {
  let hub: WorkerHub;
  const workers: { worker: HubChannel; primary: HubChannel }[] = [];

  beforeEach(() => {
    hub = new WorkerHub();
    workers.splice(0, workers.length, channelPair(), channelPair(), channelPair());
    for (const { primary } of workers) hub.add(primary);
  });

  afterEach(() => hub.close());

  it('counts a limit once for every worker, so two workers do not allow it twice', async () => {
    const [first, second] = workers.map(({ worker }) => new HubThrottlerStorage(worker));
    const hit = (storage: HubThrottlerStorage) => storage.increment('ip:203.0.113.9', 60_000, 3, 60_000, 'ip');
    const records = [await hit(first), await hit(second), await hit(first), await hit(second)];
    expect(records.map((record) => record.totalHits)).toEqual([1, 2, 3, 4]);
    expect(records.map((record) => record.isBlocked)).toEqual([false, false, false, true]);
  });

  it('keeps concurrent counts of one worker apart (each answer goes to the call that asked)', async () => {
    const storage = new HubThrottlerStorage(workers[0].worker);
    const [a, b] = await Promise.all([storage.increment('key-a', 60_000, 5, 60_000, 'ip'), storage.increment('key-b', 60_000, 5, 60_000, 'ip')]);
    const again = await storage.increment('key-a', 60_000, 5, 60_000, 'ip');
    expect([a.totalHits, b.totalHits, again.totalHits]).toEqual([1, 1, 2]);
  });

  it('passes a cache invalidation to every other worker, and not back to the one that made it', async () => {
    const forgotten = workers.map(() => [] as (string | null)[]);
    const invalidations = workers.map(({ worker }, index) => {
      const invalidation = new HubCacheInvalidation(worker);
      invalidation.on('prices', (key) => forgotten[index].push(key));
      return invalidation;
    });
    await invalidations[0].invalidate('prices', 'vitamin-d');
    await eventually(() => forgotten.every((keys) => keys.length > 0));
    // Anything sent back to the writer would have arrived by now too.
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The writer forgets at once, in its own process; the others on the announcement.
    expect(forgotten).toEqual([['vitamin-d'], ['vitamin-d'], ['vitamin-d']]);
  });

  it('stops passing messages to a worker that has ended', async () => {
    const ended: (string | null)[] = [];
    const running: (string | null)[] = [];
    new HubCacheInvalidation(workers[1].worker).on('prices', (key) => ended.push(key));
    new HubCacheInvalidation(workers[2].worker).on('prices', (key) => running.push(key));
    hub.remove(workers[1].primary);
    await new HubCacheInvalidation(workers[0].worker).invalidate('prices', null);
    // The worker still running got it, so the ended one would have by now.
    await eventually(() => running.length > 0);
    expect(running).toEqual([null]);
    expect(ended).toEqual([]);
  });
});
