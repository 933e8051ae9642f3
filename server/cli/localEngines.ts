/**
 * A throwaway PostgreSQL and Redis on loopback, from Debian's packages (installed when missing):
 * what `npm run cluster` and `.ci/run` start. Each gets a fresh folder; PostgreSQL runs as the
 * `postgres` user when we are root (it refuses root). `stopEngines` stops both and deletes the folder.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface LocalEngines {
  dir: string;
  databaseUrl: string;
  redisUrl: string;
  pgPort: number;
  redisPort: number;
}

const isRoot = process.getuid?.() === 0;

function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  const newest = versions[0];
  return newest === undefined ? undefined : path.join(root, newest, 'bin');
}

function redisBin(): string | undefined {
  return ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));
}

/** apt-get install, with sudo when not root; a missing package manager says what to install. */
function aptInstall(packages: string[]): void {
  process.stderr.write(`Installing ${packages.join(' ')} from Debian's packages\n`);
  const sudo = isRoot ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['apt-get', 'update', '-qq'], ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages]]) {
    const [cmd = 'apt-get', ...rest] = [...sudo, ...args];
    const result = spawnSync(cmd, rest, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) throw new Error(`Could not install ${packages.join(' ')}: \`${args.join(' ')}\` failed. Install them by hand.`);
  }
}

/** Runs a PostgreSQL tool, as the postgres user when we are root. */
function asPostgres(bin: string, args: string[]): void {
  const [cmd, rest] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  execFileSync(cmd, rest, { stdio: ['ignore', 'ignore', 'inherit'] });
}

export interface EngineOptions {
  pgPort?: number;
  redisPort?: number;
  /** fsync off and no WAL archiving: a throwaway cluster for tests, not for data worth keeping */
  throwaway?: boolean;
}

/** A port free on loopback now (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Both engines, installed first when missing; ports the kernel picks unless given. */
export async function startEngines(options: EngineOptions = {}): Promise<LocalEngines> {
  return startEnginesOn({ ...options, pgPort: options.pgPort ?? (await freePort()), redisPort: options.redisPort ?? (await freePort()) });
}

/**
 * Where throwaway engines live: ENGINES_ROOT when set, else memory (/dev/shm) where the machine has
 * it, else the temporary folder. A test run makes and drops a database per test platform, and on
 * a disk each CREATE DATABASE costs about 0.9 s against 0.05 s in memory (README, "Tests").
 */
function throwawayRoot(): string {
  if (process.env.ENGINES_ROOT) return process.env.ENGINES_ROOT;
  try {
    accessSync(SHARED_MEMORY, constants.W_OK);
    return SHARED_MEMORY;
  } catch {
    return tmpdir();
  }
}
const SHARED_MEMORY = '/dev/shm';

function startEnginesOn({ pgPort = 55432, redisPort = 56379, throwaway = true }: EngineOptions): LocalEngines {
  if (!postgresBin()) aptInstall(['postgresql']);
  if (!redisBin()) aptInstall(['redis-server']);
  const pgBin = postgresBin();
  const redis = redisBin();
  if (!pgBin || !redis) throw new Error('PostgreSQL or Redis is still missing after installing');

  const dir = mkdtempSync(path.join(throwaway ? throwawayRoot() : tmpdir(), 'coldchain-engines-'));
  chmodSync(dir, 0o755);
  const pgData = path.join(dir, 'pg');
  mkdirSync(pgData);
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(pgData, uid, gid);
  }
  asPostgres(path.join(pgBin, 'initdb'), ['-D', pgData, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C']);
  const settings = [
    "listen_addresses = '127.0.0.1'",
    `port = ${pgPort}`,
    `unix_socket_directories = '${pgData}'`,
    'max_connections = 300',
    'shared_buffers = 256MB',
    ...(throwaway ? ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off'] : []),
  ];
  writeFileSync(path.join(pgData, 'postgresql.auto.conf'), settings.join('\n') + '\n');
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    chownSync(path.join(pgData, 'postgresql.auto.conf'), uid, -1);
  }
  asPostgres(path.join(pgBin, 'pg_ctl'), ['-D', pgData, '-l', path.join(pgData, 'server.log'), '-w', 'start']);

  execFileSync(redis, ['--port', String(redisPort), '--bind', '127.0.0.1', '--daemonize', 'yes', '--dir', dir, '--save', '', '--appendonly', 'no', '--pidfile', path.join(dir, 'redis.pid'), '--logfile', path.join(dir, 'redis.log')]);
  writeFileSync(path.join(dir, 'engines.json'), JSON.stringify({ pgBin, pgPort, redisPort }));
  return {
    dir,
    pgPort,
    redisPort,
    databaseUrl: `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
    redisUrl: `redis://127.0.0.1:${redisPort}`,
  };
}

export function stopEngines(dir: string): void {
  const file = path.join(dir, 'engines.json');
  if (!existsSync(file)) return;
  const { pgBin } = JSON.parse(readFileSync(file, 'utf8')) as { pgBin: string };
  try {
    asPostgres(path.join(pgBin, 'pg_ctl'), ['-D', path.join(dir, 'pg'), '-m', 'immediate', 'stop']);
  } catch {
    // already stopped
  }
  const pidFile = path.join(dir, 'redis.pid');
  if (existsSync(pidFile)) {
    try {
      process.kill(Number(readFileSync(pidFile, 'utf8').trim()));
    } catch {
      // already stopped
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

/** True when both engines' programs are on this machine (nothing is installed to find out). */
export function enginesInstalled(): boolean {
  return postgresBin() !== undefined && redisBin() !== undefined;
}

/** `tsx server/cli/localEngines.ts start` prints shell exports; `stop <dir>` ends them. */
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const [command, dir] = process.argv.slice(2);
  if (command === 'start') {
    const engines = await startEngines();
    process.stdout.write(`export ENGINES_DIR='${engines.dir}'\nexport TEST_DATABASE_URL='${engines.databaseUrl}'\nexport TEST_REDIS_URL='${engines.redisUrl}'\n`);
  } else if (command === 'stop' && dir) {
    stopEngines(dir);
  } else {
    process.stderr.write('usage: tsx server/cli/localEngines.ts start | stop <dir>\n');
    process.exit(2);
  }
}
