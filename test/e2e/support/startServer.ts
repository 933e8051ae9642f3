import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../server/cli/localEngines';

/** one free-port finder for the e2e servers and the local engines */
export { freePort };

export interface RunningServer {
  url: string;
  dataDir: string;
  /** what the server has printed so far (in development it logs each SMS code: `SMS to PHONE: CODE`) */
  output(): string;
  stop(): Promise<void>;
}


/** Until `url` answers 200, the child exits (throws), or the time is up (throws). */
export async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

export interface StartOptions {
  /** this port instead of a free one (a restart on the same address) */
  port?: number;
  /** this data folder instead of a fresh one, left in place by stop() (a restart keeps the database) */
  dataDir?: string;
}

/** Start `npm run serve`'s entry (the reference server over dist/) on a free port with a fresh data folder. */
export async function startServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'coldchain-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    // no simulated readings unless a test asks (env: { SIMULATOR: 'true' }): tests count what they send;
    // no demo announcements or renewal notice unless a test asks: every login would meet their dialogs
    // password hashes at scrypt's 1024, as in the other tests (vitest.config.ts): every e2e test signs in
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SIMULATOR: 'false', SEED_ANNOUNCEMENTS: 'false', SEED_RENEWAL_NOTICE: 'false', PASSWORD_SCRYPT_N: '1024', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${url}/config.json`, child, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return {
    url,
    dataDir,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        const removed = () => {
          if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        // stopped already (a test that stops its server, then times out before the next start): no 'exit' will come
        if (child.exitCode !== null || child.signalCode !== null) return removed();
        child.once('exit', removed);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
