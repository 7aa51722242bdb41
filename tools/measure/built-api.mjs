// Shared by the measuring scripts (audit:lighthouse, bench:api): the production build served by
// `node dist/api/main.js` on a free port with a throw-away SQLite database, stopped on every exit
// path so no server outlives the script.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const BUILD_OUTPUTS = ['dist/api/main.js', 'dist/shell/index.html', 'dist/mf-quiz/remoteEntry.js', 'dist/mf-content/remoteEntry.js'];

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Builds every app (production mode) when an output is missing; a present build is used as is. */
export function ensureBuilt() {
  const missing = BUILD_OUTPUTS.filter((file) => !existsSync(path.join(repoRoot, file)));
  if (missing.length === 0) return;
  console.log(`No production build (${missing.join(', ')} missing): building all apps first…`);
  const result = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--parallel=1', '--outputStyle=static'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
  if (result.status !== 0) throw new Error('build failed');
}

async function waitForHealth(url, server) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`API exited with code ${server.exitCode} before becoming healthy`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await delay(200);
  }
  throw new Error(`API did not become healthy at ${url}`);
}

/** Child processes to stop when this process ends, however it ends. */
const children = new Set();
let exitHandlersInstalled = false;

function installExitHandlers() {
  if (exitHandlersInstalled) return;
  exitHandlersInstalled = true;
  // 'exit' handlers must be synchronous: a plain kill is all that can happen there.
  process.on('exit', () => {
    for (const child of children) child.kill('SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      for (const child of children) child.kill('SIGTERM');
      process.exit(130);
    });
  }
}

/** Starts a child process that is killed when this script exits, even on an uncaught error. */
export function spawnOwned(command, args, options) {
  installExitHandlers();
  const child = spawn(command, args, options);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Stops a child politely, then for good after a grace period; resolves once it has exited. */
export async function stopChild(child, graceMs = 5000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = delay(graceMs).then(() => 'timeout');
  if ((await Promise.race([exited, timer])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * Starts the built API + static site. `env` adds to a quiet, isolated default; `entry` replaces
 * dist/api/main.js (to compare a patched bundle). `databasePath` is the SQLite file it uses. The caller stops it with `stop()` (also done
 * automatically on exit).
 */
export async function startBuiltApi(env = {}, { entry } = {}) {
  ensureBuilt();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sahha-measure-'));
  const databasePath = path.join(dataDir, 'measure.db');
  const server = spawnOwned(process.execPath, [entry ?? 'dist/api/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `sqlite:${databasePath}`,
      PUBLIC_BASE_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    await stopChild(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${baseUrl}/api/health`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, port, pid: server.pid, databasePath, stop };
}

/** One line for the record next to every figure: the machine and how busy it was. */
export function machineLine() {
  const [one, five, fifteen] = os.loadavg().map((load) => load.toFixed(2));
  const memGiB = (os.totalmem() / 1024 ** 3).toFixed(0);
  return `${os.cpus().length} cores, ${memGiB} GiB, Node ${process.versions.node}; load average ${one} ${five} ${fifteen}`;
}
