#!/usr/bin/env node
// `npm run native`, in the first stage of `npm test`: compiles better-sqlite3 when its binary is
// missing. `npm install` compiles it (no prebuilt binary can be downloaded here), and then this
// does nothing; `.ci/run` installs with `npm ci --ignore-scripts` and leaves this one compile
// (about 100 s of one core) to run here, beside lint, typecheck and build, instead of alone.
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
console.log('better-sqlite3 has no binary yet: compiling it (npm rebuild better-sqlite3)');
const result = spawnSync('npm', ['rebuild', 'better-sqlite3', '--no-audit', '--no-fund'], { stdio: 'inherit', env: process.env });
if (result.status !== 0 || !loads()) {
  console.error('better-sqlite3 could not be compiled');
  process.exit(1);
}
