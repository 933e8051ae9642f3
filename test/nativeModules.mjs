#!/usr/bin/env node
// `npm run native`: makes sure better-sqlite3's native module loads, and does nothing when it does
// (after a plain `npm install` or `npm ci`). No prebuilt binary is within reach here, so its install
// compiles SQLite from source: a minute and a half of one core. `.ci/run` installs the project with
// `--ignore-scripts` and starts that compile at once in a folder of its own (NATIVE_BUILD_DIR),
// beside `npm ci`; this job of `npm test`'s first stage, beside lint, typecheck and build, waits for
// it and takes its module, or builds in place when there is none.
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const require = createRequire(import.meta.url);
const WAIT_MS = 15 * 60_000;

function loads() {
  try {
    const Database = require('better-sqlite3');
    new Database(':memory:').close();
    return true;
  } catch {
    return false;
  }
}

/** The side build's module copied into node_modules; false when it failed or never came. */
async function fromSideBuild(dir) {
  const status = join(dir, 'status');
  for (const deadline = Date.now() + WAIT_MS; !existsSync(status); await sleep(500)) {
    if (Date.now() > deadline) return false;
  }
  if (readFileSync(status, 'utf8').trim() !== '0') return false;
  const pkg = require.resolve('better-sqlite3/package.json');
  cpSync(join(dir, 'node_modules/better-sqlite3/build'), join(pkg, '../build'), { recursive: true });
  return true;
}

if (loads()) process.exit(0);
const started = Date.now();
const side = process.env.NATIVE_BUILD_DIR;
if (side && (await fromSideBuild(side)) && loads()) {
  console.log(`better-sqlite3: the side build's module, after ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exit(0);
}
if (side) console.log(`better-sqlite3: no module from the side build (${join(side, 'install.log')}); building it here`);
const rebuild = spawnSync('npm', ['rebuild', 'better-sqlite3', '--foreground-scripts'], { stdio: 'inherit' });
if (rebuild.status !== 0 || !loads()) {
  console.error('better-sqlite3: the native module did not build (npm rebuild better-sqlite3)');
  process.exit(1);
}
console.log(`better-sqlite3: built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
