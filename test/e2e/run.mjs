#!/usr/bin/env node
// The e2e stage of `npm test`: Playwright (playwright-core) drives Debian's Chromium against the
// real reference server over a fresh build. Without Chromium it skips loudly, except under CI.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ci = Boolean(process.env.CI) && process.env.CI !== 'false';

if (!existsSync(chromium)) {
  const line = '='.repeat(78);
  const message = [
    line,
    `E2E SKIPPED: no Chromium at ${chromium}.`,
    'Install it with:  sudo apt-get update && sudo apt-get install -y chromium',
    '(or point CHROMIUM_PATH at a Chromium binary), then run `npm run test:e2e`.',
    line,
  ].join('\n');
  if (ci) {
    console.error(message.replace('E2E SKIPPED', 'E2E FAILED (CI requires a browser)'));
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (process.env.E2E_SKIP_BUILD !== '1') run('npm', ['run', 'build', '--silent']);
run('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)]);
