import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { localeParts } from './vite.config';
import { databaseTests } from './test/support/databaseTests';
import { isolatedTests } from './test/support/isolatedTests';

/**
 * `*.test.ts` runs in Node (lib, api, providers, server); `*.test.tsx` runs in jsdom (components).
 * e2e lives in test/e2e and runs under Playwright, not here.
 */
const ISOLATED_NODE_TESTS = isolatedTests('.test.ts');
const ISOLATED_DOM_TESTS = isolatedTests('.test.tsx');

/**
 * Every server test that stores anything runs a second time on PostgreSQL when TEST_DATABASE_URL
 * names a server (npm test starts one; test/support/databaseTests.ts finds them): projects `pg` and
 * `pg-isolated`, each test platform on a database of its own copied from a seeded one
 * (test/support/seededDatabase.ts). `npm test` runs them beside the e2e stage
 * (test/parallel.mjs), with one worker (test/pgStage.mjs).
 */
const SERVER_TESTS = databaseTests();
const ISOLATED_SERVER_TESTS = ISOLATED_NODE_TESTS.filter((file) => SERVER_TESTS.includes(file));
// (none today: a server test that mocks a module would run in pg-isolated)
const postgresProject = (name: string, include: string[], exclude: string[], isolate: boolean): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    environment: 'node',
    include,
    exclude: ['node_modules/**', ...exclude],
    setupFiles: ['test/setup/node.ts'],
    globalSetup: ['test/setup/postgresTemplate.ts'],
    env: { TEST_ENGINE: 'postgres' },
    // a platform starting inside a test makes and seeds a PostgreSQL database, and this stage runs
    // niced beside the e2e stage (test:stages): a test with options of its own waits for a seed of
    // them on whatever CPU the browsers leave, which took past 20 s on CI. The limits catch a hang,
    // they time nothing (npm run bench does)
    testTimeout: 60_000,
    hookTimeout: 90_000,
    isolate,
  },
});
const POSTGRES_PROJECTS: TestProjectInlineConfiguration[] = process.env.TEST_DATABASE_URL
  ? [
      postgresProject('pg', SERVER_TESTS, ISOLATED_SERVER_TESTS, false),
      ...(ISOLATED_SERVER_TESTS.length ? [postgresProject('pg-isolated', ISOLATED_SERVER_TESTS, [], true)] : []),
    ]
  : [];

export default defineConfig({
  plugins: [react(), localeParts()],
  test: {
    // every core: the workers do the work, the main process only hands out files (vitest's default
    // leaves one core idle, a third of the time on CI's two)
    maxWorkers: availableParallelism(),
    globals: true,
    restoreMocks: true,
    // a file's first platform builds the seeded image its worker reuses: seconds on a loaded machine
    hookTimeout: 60_000,
    // password hashes at scrypt's 1024, not 16384: the suite signs in thousands of times, some 50 ms
    // of CPU each at the default (server/services/password.ts; production keeps 16384)
    env: { PASSWORD_SCRYPT_N: '1024' },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{src,server,test,resources,schemas,locales,themes}/**/*.test.ts'],
          exclude: ['test/e2e/**', 'node_modules/**', ...ISOLATED_NODE_TESTS],
          setupFiles: ['test/setup/node.ts'],
          // the files of a worker share their modules: loading the server and its schemas once per
          // worker, not once per file, is most of the suite's time on two cores. Such a test mocks
          // no module (those run isolated, below) and leaves no state behind: what it starts, it closes
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-isolated',
          environment: 'node',
          include: [...ISOLATED_NODE_TESTS],
          setupFiles: ['test/setup/node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['{src,resources,test}/**/*.test.tsx'],
          exclude: ['test/e2e/**', 'node_modules/**', ...ISOLATED_DOM_TESTS],
          setupFiles: ['test/setup/dom.ts'],
          // a page rendered in jsdom while the other worker loads the server can take longer than 5 s
          testTimeout: 15_000,
          // as the node tests: modules shared by a worker's files (test/setup/dom.ts empties the
          // document, the cookies and the storage after each test, the session and auth hooks after each file)
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          include: [...ISOLATED_DOM_TESTS],
          setupFiles: ['test/setup/dom.ts'],
          testTimeout: 15_000,
        },
      },
      ...POSTGRES_PROJECTS,
    ],
  },
});
