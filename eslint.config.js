import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Imports flow one way: lib ← api ← providers ← framework ← layout, pages, resources ← app (STYLE.md). */
const layer = (name, forbidden) => ({
  files: [`src/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((f) => ({
          group: [`**/${f}/**`, `**/${f}`, `../${f}/*`, `../../${f}/*`],
          message: `src/${name} must not import from ${f} (STYLE.md: imports flow one way).`,
        })),
      },
    ],
  },
});

const upper = ['app', 'layout', 'pages', 'resources', 'framework', 'providers', 'api', 'components', 'config'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  layer('lib', upper),
  layer('config', ['app', 'layout', 'pages', 'resources', 'framework', 'providers', 'api', 'components']),
  layer('api', ['app', 'layout', 'pages', 'resources', 'framework', 'providers', 'components', 'config']),
  layer('providers', ['app', 'layout', 'pages', 'resources', 'framework', 'components']),
  layer('framework', ['app', 'layout', 'pages', 'resources']),
  layer('components', ['app', 'layout', 'pages', 'resources']),
  layer('layout', ['app', 'pages', 'resources']),
  layer('pages', ['app', 'resources']),
  {
    // resources/NAME: lib, api, providers, framework, components; never app, layout, pages or another resource
    files: ['resources/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/app/**', '**/src/app', '**/src/layout/**', '**/src/layout', '**/src/pages/**', '**/src/pages'],
              message: 'resources/ must not import from app, layout or pages (STYLE.md: imports flow one way).',
            },
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+',
              message: 'A resource must not import another resource (STYLE.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: upper.map((u) => `**/src/${u}/**`),
              message: 'The server may import only src/lib and schemas/ (STYLE.md).',
            },
          ],
        },
      ],
    },
  },
);
