/**
 * `tsx test/withEngines.ts <command…>`: runs the command with a PostgreSQL and a Redis to test on
 * (TEST_DATABASE_URL, TEST_REDIS_URL). Given ones are used as they are; otherwise, where Debian's
 * postgresql and redis-server are installed (.ci/run installs them), throwaway ones are started on
 * loopback for the run and removed after it. Without them the PostgreSQL and Redis tests are
 * skipped with a loud line, except under CI, where that fails.
 */
import { spawnSync } from 'node:child_process';
import { enginesInstalled, startEngines, stopEngines, type LocalEngines } from '../server/cli/localEngines';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  process.stderr.write('usage: tsx test/withEngines.ts <command> [args…]\n');
  process.exit(2);
}
const ci = Boolean(process.env.CI) && process.env.CI !== 'false';
const given = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
let engines: LocalEngines | undefined;

if (!given && enginesInstalled()) {
  engines = await startEngines();
  process.stdout.write(`Throwaway PostgreSQL on 127.0.0.1:${engines.pgPort} and Redis on 127.0.0.1:${engines.redisPort} (${engines.dir})\n`);
} else if (!given) {
  const line = '='.repeat(78);
  const message = [
    line,
    'POSTGRESQL AND REDIS TESTS SKIPPED: no TEST_DATABASE_URL/TEST_REDIS_URL, and no postgresql',
    'or redis-server installed. Install them with:',
    '  sudo apt-get install -y postgresql redis-server',
    'then run `npm test` again (it starts throwaway ones itself).',
    line,
  ].join('\n');
  if (ci) {
    process.stderr.write(`${message.replace('SKIPPED', 'FAILED (CI requires them)')}\n`);
    process.exit(1);
  }
  process.stderr.write(`${message}\n`);
}

const env = engines ? { ...process.env, TEST_DATABASE_URL: engines.databaseUrl, TEST_REDIS_URL: engines.redisUrl } : process.env;
// Ctrl-C reaches the command too: let it end, then stop the engines below
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => undefined);
let status = 1;
try {
  status = spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;
} finally {
  if (engines) stopEngines(engines.dir);
}
process.exit(status);
