#!/usr/bin/env node
// `npm run test:pg`: the server's tests on PostgreSQL (vitest projects `pg*`, vitest.config.ts),
// when TEST_DATABASE_URL names a server; test/withEngines.ts says loudly when it does not (and
// fails under CI), so this stage only notes it.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('test:pg: no TEST_DATABASE_URL, the PostgreSQL projects do not run (see the line above)');
  process.exit(0);
}
// PG_WORKERS: fewer workers than the cores (npm test runs this stage alone, on every core)
const workers = process.env.PG_WORKERS ? [`--maxWorkers=${process.env.PG_WORKERS}`] : [];
const result = spawnSync('npx', ['vitest', 'run', '--project', 'pg*', ...workers, ...process.argv.slice(2)], { stdio: 'inherit', env: process.env });
process.exit(result.status ?? 1);
