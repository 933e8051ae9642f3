import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startServer } from './startServer';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One real server for the whole e2e run, over the fresh build, with its own data folder. */
export default async function setup(project: TestProject) {
  // E2E_SHARED_SERVER=false: the stream of files with servers of their own (test/e2e/run.mjs) needs none
  if (process.env.E2E_SHARED_SERVER === 'false') {
    project.provide('baseUrl', '');
    return () => undefined;
  }
  // the test-only entity of resources.e2e.ts: a schema file the console and server know nothing else about
  const server = await startServer({
    EXTRA_SCHEMA_DIRS: fileURLToPath(new URL('../fixtures/schemas', import.meta.url)),
    // every test logs in from 127.0.0.1: the per-IP login limit (10 a minute) is for strangers, not this suite
    RATE_LOGIN_PER_MINUTE: '1000',
    // device commands (deviceCommands.e2e.ts): the simulated devices answer in a fraction of a second, and always
    COMMAND_DELAY_SCALE: '0.05',
    COMMAND_FAILURE_RATE: '0',
    // alarm notifications (alarms.e2e.ts): the simulated SMS, voice and e-mail providers answer at once, and always
    NOTIFY_DELAY_SCALE: '0.05',
    NOTIFY_FAILURE_RATE: '0',
  });
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
