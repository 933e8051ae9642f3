#!/usr/bin/env node
// `npm run test:pg`: the server's tests on PostgreSQL (vitest projects `pg*`, vitest.config.ts),
// when TEST_DATABASE_URL names a server; test/withEngines.ts says loudly when it does not (and
// fails under CI), so this stage only notes it.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('test:pg: no TEST_DATABASE_URL, the PostgreSQL projects do not run (see the line above)');
  process.exit(0);
}
// PG_WORKERS=1 (npm test): beside the e2e stage, whose browser and server use about one core of two
const workers = process.env.PG_WORKERS ? [`--maxWorkers=${process.env.PG_WORKERS}`] : [];
const command = ['npx', 'vitest', 'run', '--project', 'pg*', ...workers, ...process.argv.slice(2)];
// PG_NICE=10 (npm test): the e2e beside it waits on its browser a third of its time and is the
// longer of the two; at a lower priority this stage takes what the e2e leaves, not what it needs
const niced = process.env.PG_NICE ? ['nice', '-n', process.env.PG_NICE, ...command] : command;
const result = spawnSync(niced[0], niced.slice(1), { stdio: 'inherit', env: process.env });
process.exit(result.status ?? 1);
