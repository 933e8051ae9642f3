import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { localeParts } from './vite.config';

/**
 * `*.test.ts` runs in Node (lib, api, providers, server); `*.test.tsx` runs in jsdom (components).
 * e2e lives in test/e2e and runs under Playwright, not here.
 */
export default defineConfig({
  plugins: [react(), localeParts()],
  test: {
    globals: true,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{src,server,test,resources,schemas,locales,themes}/**/*.test.ts'],
          exclude: ['test/e2e/**', 'node_modules/**'],
          setupFiles: ['test/setup/node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['{src,resources,test}/**/*.test.tsx'],
          exclude: ['test/e2e/**', 'node_modules/**'],
          setupFiles: ['test/setup/dom.ts'],
        },
      },
    ],
  },
});
