import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

/**
 * The map of the house (STYLE.md), enforced with eslint-plugin-import's `no-restricted-paths` zones:
 *
 *   lib ← config ← api ← providers ← framework ← layout, pages, resources ← app
 *
 * - src/lib is pure TypeScript: it imports only schemas/ (data). The server imports src/lib,
 *   schemas/ and locales/ (the same messages, as data) and nothing else of the console.
 * - themes/ is presentation data (MUI themes, the environment → branding table): it imports only
 *   src/lib; the UI layers (components, framework, layout, pages, resources, app) may use it.
 * - locales/ and schemas/ are data: anyone may read them.
 * - a page never imports another page, a resource never another resource (a shared piece moves
 *   down to framework/ or components/).
 * - production code never imports the server or test helpers (test/), nor a test library (vitest,
 *   Testing Library, msw, playwright-core): a module that needs one is a test helper and lives in
 *   test/support/ (README "Tests"). Tests may import both: they drive the real server in-process.
 */
const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const SRC_LAYERS = ['lib', 'config', 'api', 'providers', 'components', 'framework', 'layout', 'pages', 'app'];
/** What each src/ layer may not import (besides the rules for everyone below). */
const FORBIDDEN = {
  lib: ['config', 'api', 'providers', 'components', 'framework', 'layout', 'pages', 'app'],
  config: ['api', 'providers', 'components', 'framework', 'layout', 'pages', 'app'],
  api: ['config', 'providers', 'components', 'framework', 'layout', 'pages', 'app'],
  providers: ['components', 'framework', 'layout', 'pages', 'app'],
  components: ['framework', 'layout', 'pages', 'app'],
  framework: ['layout', 'pages', 'app'],
  layout: ['pages', 'app'],
  pages: ['app'],
  app: [],
};
const NO_THEMES = ['lib', 'config', 'api', 'providers'];

const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

const layerZones = SRC_LAYERS.flatMap((layer) => [
  ...FORBIDDEN[layer].map((other) => zone(`./src/${layer}`, `./src/${other}`, `src/${layer} must not import src/${other} (STYLE.md: imports flow one way).`)),
  ...(layer === 'app' ? [] : [zone(`./src/${layer}`, './resources', `src/${layer} must not import resources/ (only app collects them).`)]),
  ...(NO_THEMES.includes(layer) ? [zone(`./src/${layer}`, './themes', `src/${layer} must not import themes/ (presentation belongs to the UI layers).`)] : []),
]);

const pageZones = folders('src/pages').map((page) =>
  zone(`./src/pages/${page}`, './src/pages', `A page must not import another page (src/pages/${page}).`, [`./${page}`]),
);

const resourceZones = folders('resources').flatMap((resource) => [
  zone(`./resources/${resource}`, './resources', `A resource must not import another resource (resources/${resource}).`, [`./${resource}`]),
  ...['app', 'layout', 'pages'].map((layer) => zone(`./resources/${resource}`, `./src/${layer}`, `resources/ must not import src/${layer} (STYLE.md).`)),
]);

const dataZones = [
  zone('./server', './src', 'The server may import only src/lib, schemas/ and locales/ (STYLE.md).', ['./lib']),
  zone('./server', './resources', 'The server may import only src/lib, schemas/ and locales/ (STYLE.md).'),
  zone('./server', './themes', 'The server may import only src/lib, schemas/ and locales/ (STYLE.md).'),
  zone('./themes', './src', 'themes/ is data: it imports only src/lib.', ['./lib']),
  zone('./themes', './resources', 'themes/ is data: it imports only src/lib.'),
  zone('./themes', './server', 'themes/ is data: it imports only src/lib.'),
];

/** Production code only: tests may drive the real server in-process and use the helpers. */
const productionZones = [
  zone('./src', './server', 'The console must not import the server.'),
  zone('./resources', './server', 'The console must not import the server.'),
  zone('./src', './test', 'Production code must not import test helpers.'),
  zone('./resources', './test', 'Production code must not import test helpers.'),
  zone('./server', './test', 'Production code must not import test helpers.'),
  zone('./themes', './test', 'Production code must not import test helpers.'),
];

const TEST_LIBRARIES = {
  patterns: [
    {
      group: ['vitest', 'vitest/*', '@testing-library/*', 'msw', 'msw/*', 'playwright-core'],
      message: 'A module that needs a test library is a test helper: put it in test/support/ (README "Tests").',
    },
  ],
};

const TEST_FILES = ['**/*.test.{ts,tsx}', '**/*.e2e.ts', 'test/**'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      // without these the plugin parses only .js modules: no-cycle would never follow a .ts import
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // ...and only ours: walking react-admin and MUI for cycles would cost minutes
      'import/ignore': ['node_modules'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'import/no-restricted-paths': ['error', { zones: [...layerZones, ...pageZones, ...resourceZones, ...dataZones] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}', 'server/**/*.ts', 'themes/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...layerZones, ...pageZones, ...resourceZones, ...dataZones, ...productionZones] }],
      'no-restricted-imports': ['error', TEST_LIBRARIES],
      // production code only: nothing imports a test, so a test closes no cycle (and the walk is costly)
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
