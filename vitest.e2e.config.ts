import { defineConfig } from 'vitest/config';

/** End-to-end tests: real Chromium (playwright-core) against the real server over the build. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    // cheap password hashes, as in vitest.config.ts
    env: { PASSWORD_SCRYPT_N: '1024' },
    globalSetup: ['test/e2e/support/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser at a time on a 2-core machine; files share one server.
    fileParallelism: false,
  },
});
