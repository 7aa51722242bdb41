import cluster, { type Worker } from 'node:cluster';

import { WorkerHub } from './common/worker-hub';

/** A worker that dies is started again after this long (not at once: a crash at start would spin). */
export const WORKER_RESTART_DELAY_MS = 1_000;

function log(message: string): void {
  // The primary runs no Nest app, so no pino logger: one JSON line shaped like the workers' own.
  console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, context: 'ApiWorkers', msg: message }));
}

/**
 * The primary of the single-machine start, which serves no request itself
 * (docs/requirements.md "Single-machine start: one worker per core"). It starts `count` API
 * workers that share the port (node:cluster hands connections out in turn), keeps their rate limits and cache
 * invalidations in step (WorkerHub, when there is no Redis), starts a worker again when one dies,
 * and stops them all on SIGTERM/SIGINT.
 *
 * The first worker starts alone and the others only once it listens: it migrates and seeds the
 * database, which on SQLite is only locked within a process (database/database-lock.ts), so the
 * others find the work done instead of racing it. A start that fails in the first worker ends the
 * primary with its exit code, so `npm start` fails as it does with one process.
 */
export function runApiWorkers(count: number): void {
  const hub = new WorkerHub();
  let stopping = false;
  let listening = 0;
  const live = new Set<Worker>();

  const start = (): Worker => {
    const worker = cluster.fork();
    live.add(worker);
    hub.add(worker);
    worker.once('listening', () => {
      listening += 1;
      if (listening === count) log(`all ${count} API workers listening`);
      if (listening === 1 && count > 1) {
        log(`first API worker (pid ${worker.process.pid}) listening; starting ${count - 1} more`);
        for (let index = 1; index < count; index += 1) start();
      }
    });
    worker.once('exit', (code, signal) => {
      live.delete(worker);
      hub.remove(worker);
      if (stopping) {
        if (live.size === 0) {
          hub.close();
          process.exit(0);
        }
        return;
      }
      if (listening === 0) {
        // The first worker never came up (configuration, database): nothing to serve with.
        log(`API worker (pid ${worker.process.pid}) failed to start (exit code ${code})`);
        hub.close();
        process.exit(code ?? 1);
      }
      log(`API worker (pid ${worker.process.pid}) ended (${signal ?? `exit code ${code}`}); starting another`);
      setTimeout(() => {
        if (!stopping) start();
      }, WORKER_RESTART_DELAY_MS);
    });
    return worker;
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${live.size} API workers`);
    if (live.size === 0) process.exit(0);
    // Each worker closes its app (enableShutdownHooks) and exits; the last one to go ends the primary.
    for (const worker of live) worker.process.kill(signal);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(signal));

  log(`starting ${count} API workers (API_WORKERS, one per core by default)`);
  start();
}
