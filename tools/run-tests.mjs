#!/usr/bin/env node
// `npm test`: lint, typecheck, docker-compose config, unit, build (and that one remote builds
// alone), API (SQLite, and MariaDB when MYSQL_TEST_URL is set), Playwright e2e in Chromium and the
// deployment test (nginx in front of two API replicas, MariaDB and Redis, in Chromium).
// Every stage runs even when an earlier one fails, so one run shows everything that is wrong;
// the last line adds all suites up as "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(repoRoot, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? 'false',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  FORCE_COLOR: '0',
};

const stages = [];

function run(name, command, args, extraEnv = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: repoRoot, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`=== ${name}: exit ${result.status} in ${seconds}s`);
  return result.status === 0;
}

function jestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // A suite that fails to run (syntax error, open handle) has no failing tests but must count.
  const brokenSuites = report.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenSuites };
}

function playwrightCounts(file) {
  if (!existsSync(file)) return null;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected + (stats.skipped ?? 0) };
}

/** Adds up the counts of a stage's runs; a run that left no report counts as one failure. */
function sumCounts(...counts) {
  const tallies = counts.map((count) => count ?? { passed: 0, failed: 1 });
  return { passed: tallies.reduce((sum, count) => sum + count.passed, 0), failed: tallies.reduce((sum, count) => sum + count.failed, 0) };
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function stage(name, ok, counts) {
  const tally = counts ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  // A runner that exits non-zero with no failing test (crash, coverage of nothing) still fails.
  if (!ok && tally.failed === 0) tally.failed = 1;
  stages.push({ name, ...tally });
}

const npx = 'npx';

stage('lint', run('lint', npx, ['eslint', '--max-warnings=0', '.']));
stage('typecheck', run('typecheck', npx, ['nx', 'run-many', '-t', 'typecheck', '--parallel=2', '--outputStyle=static']));

// A skipped check would let a broken compose file through unnoticed, so a missing binary fails
// the stage; .ci/run always installs it.
const hasDockerCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;
if (hasDockerCompose) {
  const composeConfig = ['-f', 'docker-compose.yml', 'config', '-q'];
  stage('docker-compose config', run('compose', 'docker-compose', composeConfig, { SESSION_SECRET: 'ci-only-'.repeat(5) }));
  // The API would refuse a guessable secret at start; compose says so before anything is built.
  const withoutSecret = { ...env };
  delete withoutSecret.SESSION_SECRET;
  const refused = spawnSync('docker-compose', composeConfig, { cwd: repoRoot, env: withoutSecret, encoding: 'utf8' });
  const saysWhy = refused.status !== 0 && refused.stderr.includes('SESSION_SECRET');
  console.log(`=== compose without SESSION_SECRET: ${saysWhy ? 'refused, naming the variable' : `not refused (exit ${refused.status})`}`);
  stage('docker-compose refuses to run without SESSION_SECRET', saysWhy);
} else {
  console.log('\n=== compose: docker-compose is not installed (apt-get install -y docker-compose); counted as failed');
  stage('docker-compose config (docker-compose missing)', false);
}

const unitReport = path.join(resultsDir, 'unit.json');
// Two workers: jest's default is one fewer than the cores, and with one worker it runs everything
// in its own process, leaving the second core idle.
const unitOk = run('unit', npx, ['jest', '-c', 'jest.config.js', '--ci', '--maxWorkers=2', '--json', `--outputFile=${unitReport}`]);
stage('unit', unitOk, jestCounts(unitReport));

const buildOk = run('build', npx, ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static']);
stage('build', buildOk);

// The e2e suite runs against the prerendered pages, as `npm start` serves them.
if (buildOk) stage('prerender (static public pages)', run('prerender', 'node', ['tools/prerender.mjs']));
if (buildOk) stage('bundle audit (first load of /, remote sizes)', run('bundle', 'node', ['tools/audit-bundle.mjs']));
if (buildOk) {
  stage(
    'independent build (nx build mf-content changes only dist/mf-content)',
    run('independent build', 'node', ['tools/check-independent-build.mjs', 'mf-content']),
  );
}

// The API suites run in two jest workers: each boots its own apps on SQLite files of its own and,
// from the second worker on, on a MariaDB database of its own (test-databases.ts). Suites whose
// bounds time the server against an otherwise idle core run afterwards, alone.
const API_ALONE = ['services/api/test/quiz-screening.api-spec.ts'];
// A command-line --testPathIgnorePatterns replaces the config's, so the preset's patterns go with it.
const { testPathIgnorePatterns: PRESET_IGNORED } = createRequire(import.meta.url)('../jest.preset.js');
const apiConfig = ['jest', '-c', 'services/api/jest.api.config.js', '--ci', '--json'];
const apiReport = path.join(resultsDir, 'api.json');
const apiAloneReport = path.join(resultsDir, 'api-alone.json');
const apiParallelOk = run('api', npx, [
  ...apiConfig,
  '--maxWorkers=2',
  `--outputFile=${apiReport}`,
  '--testPathIgnorePatterns',
  ...PRESET_IGNORED,
  ...API_ALONE.map((file) => escapeRegExp(path.basename(file))),
]);
const apiAloneOk = run('api (alone)', npx, [...apiConfig, '--runInBand', `--outputFile=${apiAloneReport}`, ...API_ALONE.map(escapeRegExp)]);
stage(
  process.env.MYSQL_TEST_URL ? 'api (SQLite + MariaDB)' : 'api (SQLite only: MYSQL_TEST_URL unset)',
  apiParallelOk && apiAloneOk,
  sumCounts(jestCounts(apiReport), jestCounts(apiAloneReport)),
);

if (buildOk) {
  const e2eOk = run('e2e', npx, ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
  stage('e2e', e2eOk, playwrightCounts(path.join(resultsDir, 'e2e.json')));
} else {
  stage('e2e (skipped: build failed)', false);
}

// docker-compose's deployment as processes (e2e/deploy): nginx with deploy/*.conf, two production
// replicas started together on an emptied database, one Redis. Like the compose check, a missing
// nginx, redis-server or MariaDB fails it (its global setup names what is missing and how to get it).
const deploymentStage = 'deployment (nginx + 2 API replicas + MariaDB + Redis)';
if (buildOk) {
  const deploymentOk = run('deployment', npx, ['playwright', 'test', '-c', 'e2e/playwright.deploy.config.ts']);
  stage(deploymentStage, deploymentOk, playwrightCounts(path.join(resultsDir, 'deploy.json')));
} else {
  stage(`${deploymentStage} (skipped: build failed)`, false);
}

console.log('\n=== Summary');
for (const { name, passed, failed } of stages) console.log(`${name.padEnd(45)} ${passed} passed, ${failed} failed`);
const passed = stages.reduce((sum, item) => sum + item.passed, 0);
const failed = stages.reduce((sum, item) => sum + item.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
