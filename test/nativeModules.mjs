#!/usr/bin/env node
// `npm run native`: builds better-sqlite3's native module when it does not load, and does nothing
// when it does (after a plain `npm install` or `npm ci`). `.ci/run` installs with
// `--ignore-scripts` and leaves this build to the first stage of `npm test`: with no prebuilt
// binary reachable, it compiles SQLite from source, a minute and a half of one core that
// `npm ci` would spend alone, and that lint, typecheck and build (which never load it) now share.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function loads() {
  try {
    const Database = require('better-sqlite3');
    new Database(':memory:').close();
    return true;
  } catch {
    return false;
  }
}

if (loads()) process.exit(0);
const started = Date.now();
const rebuild = spawnSync('npm', ['rebuild', 'better-sqlite3', '--foreground-scripts'], { stdio: 'inherit' });
if (rebuild.status !== 0 || !loads()) {
  console.error('better-sqlite3: the native module did not build (npm rebuild better-sqlite3)');
  process.exit(1);
}
console.log(`better-sqlite3: built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
