import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const READY_TIMEOUT_MS = 10_000;

/** A redis-server process of the test's own on a free loopback port, without persistence. */
export interface TestRedisServer {
  readonly url: string;
  readonly port: number;
  /** Empties every key (the rate-limit counters), so tests do not inherit each other's attempts. */
  flushAll(): Promise<void>;
  stop(): Promise<void>;
}

/** A port nothing listens on right now (the kernel picks it; it is free again once closed). */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** One inline command over a fresh connection, e.g. PING → "+PONG". */
function send(port: number, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    let reply = '';
    socket.setTimeout(1_000, () => socket.destroy(new Error('timeout')));
    socket.once('error', reject);
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.endsWith('\r\n')) {
        socket.end();
        resolve(reply.trim());
      }
    });
    socket.connect(port, '127.0.0.1', () => socket.write(`${command}\r\n`));
  });
}

function assertInstalled(): void {
  const probe = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    // CI installs it (.ci/run); these tests prove something only with a real Redis, so they fail.
    throw new Error('redis-server is not installed: the Redis replica tests need it (apt-get install -y redis-server)');
  }
}

async function waitUntilReady(child: ChildProcess, port: number, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode} on port ${port}: ${output()}`);
    const reply = await send(port, 'PING').catch(() => '');
    if (reply === '+PONG') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server did not answer on port ${port} within ${READY_TIMEOUT_MS} ms: ${output()}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Starts redis-server on `port` (a free one when omitted) and waits for PONG. */
export async function startRedisServer(port?: number): Promise<TestRedisServer> {
  assertInstalled();
  const chosen = port ?? (await freeLoopbackPort());
  const dir = mkdtempSync(join(tmpdir(), 'sahha-redis-'));
  const child = spawn(
    'redis-server',
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--loglevel', 'warning'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk) => (output += chunk.toString()));
  child.once('error', (error) => (output += error.message));
  const cleanUp = async () => {
    await stopProcess(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(child, chosen, () => output.trim());
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    flushAll: async () => {
      const reply = await send(chosen, 'FLUSHALL');
      if (reply !== '+OK') throw new Error(`FLUSHALL answered ${reply}`);
    },
    stop: cleanUp,
  };
}

/**
 * Registers the hooks of a describe whose tests share one redis-server: started before them (no
 * skip when it is missing: they fail with "redis-server is not installed"), stopped after them.
 */
export function useRedisServer(): Omit<TestRedisServer, 'stop'> {
  let server: TestRedisServer | undefined;
  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(() => server?.stop());

  const started = (): TestRedisServer => {
    if (server === undefined) throw new Error('redis-server starts in beforeAll: read it in a hook or a test');
    return server;
  };
  return {
    get url() {
      return started().url;
    },
    get port() {
      return started().port;
    },
    flushAll: () => started().flushAll(),
  };
}
