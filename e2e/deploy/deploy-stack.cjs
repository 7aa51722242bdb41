// The docker-compose deployment as plain processes, for machines without a Docker engine (CI):
// nginx (Debian's) running the repo's own deploy/*.conf, rendered with this run's ports, in front
// of the shell, each remote on its own port and N API replicas (`node dist/api/main.js`,
// production mode) sharing one MariaDB database and one redis-server. Used by the deployment test
// (e2e/deploy, `npm run test:deploy --workspace=e2e`) and by `npm run bench:scale`.
//
// nginx and redis-server are looked up on PATH and in the sbin folders (DEPLOY_NGINX and
// DEPLOY_REDIS_SERVER name other binaries). Every process is a child of the caller, stopped by
// stop() or killed when the caller exits.
// CommonJS, because Playwright's loader runs an .mjs file that uses import.meta as CommonJS and fails.
const { spawn, spawnSync } = require('node:child_process');
const { accessSync, constants, chmodSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } = require('node:fs');
const { createServer, Socket } = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { setTimeout: delay } = require('node:timers/promises');
const mysql = require('mysql2/promise');

const repoRoot = path.resolve(__dirname, '../..');

/** The database of the deployment test; `.ci/run` creates it and grants the sahha user on it. */
const DEFAULT_DEPLOY_DATABASE_URL = 'mysql://sahha:sahha@127.0.0.1:3306/sahha_deploy';

/** Service names of docker-compose.yml, which deploy/nginx-shell.conf's upstream lists. */
const REPLICA_NAMES = ['api-1', 'api-2'];
/** The port the API listens on inside its container (the upstream's `server api-N:3000`). */
const COMPOSE_API_PORT = 3000;
const COMPOSE_MANIFEST = 'deploy/remotes.compose.json';
const DIST = path.join(repoRoot, 'dist');
const HEALTH_TIMEOUT_MS = 120_000;
const READY_TIMEOUT_MS = 15_000;

/** Children still running, killed if this process exits before stopping them ('exit' handlers must be synchronous). */
const owned = new Set();
let exitHookInstalled = false;

function spawnOwned(command, args, options) {
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on('exit', () => {
      for (const child of owned) child.kill('SIGKILL');
    });
  }
  const child = spawn(command, args, options);
  owned.add(child);
  child.on('exit', () => owned.delete(child));
  return child;
}

/** Stops a child politely, then for good after a grace period; resolves once it has exited. */
async function stopChild(child, graceMs = 5_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  if ((await Promise.race([exited, delay(graceMs).then(() => 'timeout')])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
}

/** A loopback port nothing listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Finds an executable on PATH or in the sbin folders a non-login shell may leave off PATH. */
function findExecutable(name) {
  const folders = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin', '/sbin'];
  for (const folder of folders.filter(Boolean)) {
    const candidate = path.join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * The containers of docker-compose.yml that serve a remote, from the manifest the compose shell
 * serves: container name (mf_quiz), app folder (mf-quiz) and the host port compose publishes.
 */
function composeRemotes() {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, COMPOSE_MANIFEST), 'utf8'));
  return Object.entries(manifest).map(([container, url]) => ({
    container,
    app: container.replace(/_/g, '-'),
    composePort: Number(new URL(url).port),
  }));
}

/**
 * What a deployment needs on this machine. A missing piece is an error naming how to get it: the
 * deployment test must fail, never skip, where nginx, Redis, MariaDB or the build is absent.
 */
async function checkDeployPrerequisites(databaseUrl = DEFAULT_DEPLOY_DATABASE_URL) {
  const nginx = process.env.DEPLOY_NGINX ?? findExecutable('nginx');
  if (!nginx || !existsSync(nginx)) {
    throw new Error('nginx is not installed: the deployment test runs the repo\'s nginx configs with it (apt-get install -y nginx; .ci/run installs it)');
  }
  const redisServer = process.env.DEPLOY_REDIS_SERVER ?? findExecutable('redis-server');
  if (!redisServer || !existsSync(redisServer)) {
    throw new Error('redis-server is not installed: the API replicas share their rate limits through it (apt-get install -y redis-server; .ci/run installs it)');
  }
  const missingBuild = ['api/main.js', 'shell/index.html', ...composeRemotes().map(({ app }) => `${app}/remoteEntry.js`)].filter(
    (file) => !existsSync(path.join(DIST, file)),
  );
  if (missingBuild.length > 0) throw new Error(`no production build (dist/${missingBuild.join(', dist/')} missing): run npm run build first`);
  const server = await connectToServer(databaseUrl);
  await server.end();
  return { nginx, redisServer };
}

/** A connection to the database server of `databaseUrl` without selecting its database (it may not exist yet). */
async function connectToServer(databaseUrl) {
  const url = new URL(databaseUrl);
  const where = `${decodeURIComponent(url.username)}@${url.hostname}:${url.port || 3306}`;
  try {
    return await mysql.createConnection({
      host: url.hostname,
      port: Number(url.port || 3306),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      connectTimeout: 5_000,
    });
  } catch (error) {
    throw new Error(
      `MariaDB does not accept ${where} (${error.code ?? error.message}): start it and create the database and user as .ci/run does ` +
        '(apt-get install -y mariadb-server; GRANT ALL ON sahha_deploy.* TO the sahha user)',
    );
  }
}

/** Drops and recreates the database of `databaseUrl`, so the replicas start on an empty one. */
async function recreateDatabase(databaseUrl) {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`unexpected database name "${name}" in ${databaseUrl}`);
  const server = await connectToServer(databaseUrl);
  try {
    await server.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await server.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await server.end();
  }
}

/** Runs `sql` on the database of `databaseUrl` and answers the rows. */
async function queryDatabase(databaseUrl, sql) {
  const connection = await mysql.createConnection({ uri: databaseUrl, connectTimeout: 5_000 });
  try {
    const [rows] = await connection.query(sql);
    return rows;
  } finally {
    await connection.end();
  }
}

/** `text` with `search` replaced; a config that no longer contains it stops the run instead of rendering wrongly. */
function replaceChecked(text, search, replacement, file) {
  const count = text.split(search).length - 1;
  if (count === 0) throw new Error(`${file} no longer contains "${search}": update e2e/deploy/deploy-stack.cjs, which renders it for this run`);
  return text.split(search).join(replacement);
}

/**
 * deploy/nginx-shell.conf for this run: listen port, shell root, manifest file, the remote
 * origins of its CSP, and its upstream holding the replicas in `routed` (the others left out).
 */
function renderShellConfig({ port, manifestFile, remotes, replicas, routed }) {
  const file = 'deploy/nginx-shell.conf';
  let text = readFileSync(path.join(repoRoot, file), 'utf8');
  text = replaceChecked(text, 'listen 80;', `listen 127.0.0.1:${port};`, file);
  text = replaceChecked(text, 'root /usr/share/nginx/html;', `root ${path.join(DIST, 'shell')};`, file);
  text = replaceChecked(text, 'alias /etc/sahha/remotes.json;', `alias ${manifestFile};`, file);
  // In one pass: a port of this run must not be taken for a compose port by a later replacement.
  const remoteByComposePort = new Map(remotes.map((remote) => [remote.composePort, remote]));
  const unseen = new Set(remoteByComposePort.keys());
  text = text.replace(/http:\/\/localhost:(\d+)(?!\d)/g, (origin, composePort) => {
    const remote = remoteByComposePort.get(Number(composePort));
    if (!remote) return origin;
    unseen.delete(remote.composePort);
    return `http://localhost:${remote.port}`;
  });
  if (unseen.size > 0) throw new Error(`${file} no longer allows the remote origins http://localhost:${[...unseen].join(', :')} of ${COMPOSE_MANIFEST} in its CSP`);
  const serverLine = /^([ \t]*)server\s+([\w.-]+):(\d+)([^;\n]*);[ \t]*\n/gm;
  const upstreamNames = [...text.matchAll(serverLine)].map((match) => match[2]);
  const expected = replicas.map((replica) => replica.name);
  if (upstreamNames.join(',') !== expected.join(',')) {
    throw new Error(`${file}: the upstream lists ${upstreamNames.join(', ') || 'no server'}, the harness starts ${expected.join(', ')}`);
  }
  return text.replace(serverLine, (line, indent, name, containerPort, parameters) => {
    if (Number(containerPort) !== COMPOSE_API_PORT) throw new Error(`${file}: upstream server ${name}:${containerPort}, expected port ${COMPOSE_API_PORT}`);
    if (!routed.includes(name)) return '';
    const replica = replicas.find((candidate) => candidate.name === name);
    return `${indent}server 127.0.0.1:${replica.port}${parameters};\n`;
  });
}

/** deploy/nginx-<app>.conf for this run: listen port and the app's dist folder. */
function renderRemoteConfig({ app, port }) {
  const file = `deploy/nginx-${app}.conf`;
  let text = readFileSync(path.join(repoRoot, file), 'utf8');
  text = replaceChecked(text, 'listen 80;', `listen 127.0.0.1:${port};`, file);
  return replaceChecked(text, 'root /usr/share/nginx/html;', `root ${path.join(DIST, app)};`, file);
}

/**
 * The part the nginx image brings (its /etc/nginx/nginx.conf, which includes conf.d/*.conf) and
 * what running from a scratch folder needs: pid, logs and temp paths there. The access log names
 * the replica (upstream address) that answered each request.
 */
function mainConfig({ dir, workers, accessLog }) {
  const runAsRoot = process.getuid?.() === 0;
  return [
    // As root, nginx would run its workers as "nobody", who may not read the checkout.
    ...(runAsRoot ? ['user root;'] : []),
    `worker_processes ${workers};`,
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  sendfile on;',
    '  keepalive_timeout 65;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((temp) => `  ${temp}_temp_path ${dir}/${temp}_temp;`),
    '  log_format upstream \'$request_method $request_uri $status xff="$http_x_forwarded_for" upstream="$upstream_addr"\';',
    accessLog ? `  access_log ${dir}/access.log upstream;` : '  access_log off;',
    `  include ${dir}/conf.d/*.conf;`,
    '}',
    '',
  ].join('\n');
}

/** One inline Redis command over a fresh connection, e.g. PING → "+PONG". */
function redisCommand(port, command) {
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

/** The last lines of a log file, for an error message. */
function tail(file, lines = 30) {
  if (!existsSync(file)) return '(no output)';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/** Polls `probe` until it answers true; stops early when `child` exits. */
async function waitFor(description, probe, { child, timeoutMs, logFile }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${description}: the process exited (${child.exitCode ?? child.signalCode}) first. Its output:\n${tail(logFile)}`);
    }
    if (await probe().catch(() => false)) return;
    await delay(100);
  }
  throw new Error(`${description}: not ready within ${timeoutMs / 1000} s. Its output:\n${tail(logFile)}`);
}

/** Starts `command` with its output appended to `logFile`. */
function spawnLogged(command, args, { logFile, env }) {
  const fd = openSync(logFile, 'a');
  try {
    return spawnOwned(command, args, { cwd: repoRoot, env, stdio: ['ignore', fd, fd] });
  } finally {
    closeSync(fd);
  }
}

/** Worker pids of an nginx master (Linux), to see a reload through. */
function childPids(pid) {
  const file = `/proc/${pid}/task/${pid}/children`;
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number) : null;
}

/**
 * Starts the stack and answers when every part answers: Redis, the replicas (all spawned in the
 * same tick on the freshly emptied database, each migrating on start under the database lock
 * unless `replicaEnv` says otherwise) and nginx.
 *
 * options: ports ({ nginx, apis: [..], redis, remotes: { <container>: port } }, free ones when
 * omitted), databaseUrl, replicaEnv (added to every replica's environment), nginxWorkers
 * ('auto' | n), accessLog (true: access.log names the replica of each request), keepWorkDir.
 */
async function startDeployStack(options = {}) {
  const databaseUrl = options.databaseUrl ?? DEFAULT_DEPLOY_DATABASE_URL;
  const { nginx, redisServer } = await checkDeployPrerequisites(databaseUrl);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sahha-deploy-'));
  // nginx's workers read the manifest from here.
  chmodSync(dir, 0o755);
  const children = [];
  const logs = { nginx: path.join(dir, 'error.log'), redis: path.join(dir, 'redis.log') };
  let nginxChild;

  const stop = async () => {
    await Promise.all(children.map((child) => stopChild(child)));
    if (!options.keepWorkDir) rmSync(dir, { recursive: true, force: true });
  };

  try {
    const remotes = [];
    for (const remote of composeRemotes()) remotes.push({ ...remote, port: options.ports?.remotes?.[remote.container] ?? (await freePort()) });
    const nginxPort = options.ports?.nginx ?? (await freePort());
    const redisPort = options.ports?.redis ?? (await freePort());
    const replicas = [];
    for (const [index, name] of REPLICA_NAMES.entries()) {
      replicas.push({ name, port: options.ports?.apis?.[index] ?? (await freePort()), logFile: path.join(dir, `${name}.log`) });
    }
    const baseUrl = `http://localhost:${nginxPort}`;

    await recreateDatabase(databaseUrl);

    const redisDir = path.join(dir, 'redis');
    mkdirSync(redisDir);
    const redis = spawnLogged(
      redisServer,
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', redisDir, '--loglevel', 'warning'],
      { logFile: logs.redis, env: process.env },
    );
    children.push(redis);
    await waitFor('redis-server', async () => (await redisCommand(redisPort, 'PING')) === '+PONG', {
      child: redis,
      timeoutMs: READY_TIMEOUT_MS,
      logFile: logs.redis,
    });
    const redisUrl = `redis://127.0.0.1:${redisPort}`;

    // Only what the API reads, so nothing of the caller's environment (a DATABASE_URL, MIGRATE_ON_START) leaks in.
    const replicaEnv = (port) => ({
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      // nginx connects from loopback: its X-Forwarded-For and -Proto are believed, nobody else's.
      TRUST_PROXY: 'loopback',
      SESSION_SECRET: 'deploy-test-secret-'.padEnd(40, 'x'),
      STATIC_ROOT: '/nonexistent',
      PUBLIC_BASE_URL: baseUrl,
      LOG_LEVEL: 'warn',
      // A replica is one process, as in docker-compose: nginx spreads the load, and killing a
      // replica's pid (the failover test) ends that replica.
      API_WORKERS: '1',
      ...options.replicaEnv,
    });
    // All replicas in one tick: simultaneous starts on an empty database must take turns migrating.
    for (const replica of replicas) {
      replica.child = spawnLogged(process.execPath, ['dist/api/main.js'], { logFile: replica.logFile, env: replicaEnv(replica.port) });
      replica.pid = replica.child.pid;
      replica.url = `http://127.0.0.1:${replica.port}`;
      children.push(replica.child);
    }
    await Promise.all(
      replicas.map((replica) =>
        waitFor(`API replica ${replica.name}`, async () => (await fetch(`${replica.url}/api/health`)).ok, {
          child: replica.child,
          timeoutMs: HEALTH_TIMEOUT_MS,
          logFile: replica.logFile,
        }),
      ),
    );

    const manifestFile = path.join(dir, 'remotes.json');
    writeFileSync(
      manifestFile,
      `${JSON.stringify(Object.fromEntries(remotes.map((remote) => [remote.container, `http://localhost:${remote.port}/remoteEntry.js`])), null, 2)}\n`,
    );
    const confDir = path.join(dir, 'conf.d');
    mkdirSync(confDir);
    const writeShellConfig = (routed) =>
      writeFileSync(path.join(confDir, 'shell.conf'), renderShellConfig({ port: nginxPort, manifestFile, remotes, replicas, routed }));
    writeShellConfig(REPLICA_NAMES);
    for (const remote of remotes) writeFileSync(path.join(confDir, `${remote.app}.conf`), renderRemoteConfig(remote));
    const mainConf = path.join(dir, 'nginx.conf');
    writeFileSync(mainConf, mainConfig({ dir, workers: options.nginxWorkers ?? 'auto', accessLog: options.accessLog ?? true }));
    const nginxArgs = ['-p', `${dir}/`, '-c', mainConf, '-e', logs.nginx];
    const checkConfig = () => {
      const result = spawnSync(nginx, [...nginxArgs, '-t', '-q'], { encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`nginx rejects the rendered config (${dir}):\n${result.stderr}${tail(logs.nginx, 10)}`);
    };
    checkConfig();
    // In the foreground, so it is this process's child like the others.
    nginxChild = spawnLogged(nginx, [...nginxArgs, '-g', 'daemon off;'], { logFile: path.join(dir, 'nginx.out'), env: process.env });
    children.push(nginxChild);
    await waitFor('nginx', async () => (await fetch(`http://127.0.0.1:${nginxPort}/api/health`)).ok, {
      child: nginxChild,
      timeoutMs: READY_TIMEOUT_MS,
      logFile: logs.nginx,
    });

    return {
      baseUrl,
      databaseUrl,
      redisUrl,
      workDir: dir,
      accessLogFile: path.join(dir, 'access.log'),
      replicas: replicas.map(({ name, port, pid, url, logFile }) => ({ name, port, pid, url, logFile })),
      /** Points the upstream at the named replicas only and reloads nginx; resolves once the old workers are gone. */
      async routeTo(names) {
        writeShellConfig(names);
        checkConfig();
        const before = childPids(nginxChild.pid);
        nginxChild.kill('SIGHUP');
        if (before === null) {
          await delay(1_000);
          return;
        }
        const deadline = Date.now() + READY_TIMEOUT_MS;
        while (before.some((pid) => childPids(nginxChild.pid)?.includes(pid))) {
          if (Date.now() > deadline) throw new Error('nginx did not finish reloading');
          await delay(50);
        }
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Lines of the access log (see mainConfig's log_format) written so far. */
function readAccessLog(file) {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
}

/** Migration files of the API (services/api/src/database/migrations), by their timestamp prefix. */
function migrationTimestamps() {
  return readdirSync(path.join(repoRoot, 'services/api/src/database/migrations'))
    .map((file) => /^(\d+)-/.exec(file)?.[1])
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);
}

module.exports = {
  repoRoot,
  DEFAULT_DEPLOY_DATABASE_URL,
  REPLICA_NAMES,
  composeRemotes,
  checkDeployPrerequisites,
  recreateDatabase,
  queryDatabase,
  startDeployStack,
  readAccessLog,
  migrationTimestamps,
};
