#!/usr/bin/env node
// The e2e stage of `npm test`: Playwright (playwright-core) drives Debian's Chromium against the
// real reference server over a fresh build. Without Chromium it skips loudly, except under CI.
import { existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { ownServerFiles, sharedServerFiles, splitBySize } from './support/ownServerFiles.mjs';

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

const vitest = ['vitest', 'run', '--config', 'vitest.e2e.config.ts'];
const chosen = process.argv.slice(2);
// E2E_STREAMS=N (npm test): the files in N vitest processes of about the same size, side by side:
// the e2e waits on its browsers a third of its time, which the other streams fill. A stream with a
// file on the run's shared server starts one of its own; a stream whose files all start their own
// servers (test/e2e/support/ownServerFiles.mjs) starts none
const streamCount = Number(process.env.E2E_STREAMS ?? 1);
if (!(streamCount >= 2) || chosen.length > 0) {
  run('npx', [...vitest, ...chosen]);
} else {
  const own = ownServerFiles();
  const groups = splitBySize([...own, ...sharedServerFiles(own)], streamCount);
  const streams = groups.map((files, i) => ({
    name: `e2e stream ${i + 1} of ${groups.length} (${files.length} files)`,
    args: [...vitest, ...files],
    env: files.every((file) => own.includes(file)) ? { E2E_SHARED_SERVER: 'false' } : {},
  }));
  const codes = await Promise.all(
    streams.map(
      (stream) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn('npx', stream.args, { env: { ...process.env, ...stream.env }, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            process.stdout.write(`\n> ${stream.name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
            process.stdout.write(Buffer.concat(output));
            resolve(code ?? 1);
          });
        }),
    ),
  );
  process.exit(codes.some((code) => code !== 0) ? 1 : 0);
}
