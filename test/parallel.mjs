#!/usr/bin/env node
// `node test/parallel.mjs lint typecheck`: runs those npm scripts side by side (the first stage of
// `npm test`: eslint, tsc, vite and, on a clone installed without scripts, the compile of
// better-sqlite3 each use about one core, and CI has two; eslint in two halves, the console's code
// and the rest, so that its last minute does not run alone on one core), prints each one's output
// whole when it ends, and fails when any of them failed.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const runs = scripts.map(
  (script) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn('npm', ['run', script, '--silent'], { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        process.stdout.write(`\n> ${script}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s\n`);
        process.stdout.write(Buffer.concat(output));
        resolve(code ?? 1);
      });
    }),
);
const codes = await Promise.all(runs);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
