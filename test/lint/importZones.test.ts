/**
 * The lint map of STYLE.md holds: each zone of eslint.config.js refuses a wrong arrow, and a right
 * one passes. ESLint's own API over snippets at made-up paths inside the tree.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// no-cycle reads the probe's file from disk, which a made-up path lacks; the cycle has its own test below
const eslint = new ESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

/** The rules that keep the map: zones, and no test library in production code. */
const MAP_RULES = new Set(['import/no-restricted-paths', 'no-restricted-imports']);

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && MAP_RULES.has(m.ruleId)).map((m) => m.message);
}

describe('the import map (eslint.config.js)', { timeout: 60_000 }, () => {
  it.each([
    ['a lower layer importing a higher one', 'src/lib/probe.ts', "import { api } from '../api';\nexport const x = api;"],
    ['providers importing framework', 'src/providers/probe.ts', "import { SchemaValue } from '../framework/views';\nexport const x = SchemaValue;"],
    [
      'a page importing another page',
      'src/pages/login/Probe.ts',
      "import { DashboardPage } from '../dashboard/DashboardPage';\nexport const x = DashboardPage;",
    ],
    ['a resource importing another resource', 'resources/device/probe.ts', "import user from '../user';\nexport const x = user;"],
    ['a resource reaching another through the root', 'resources/device/probe.ts', "import user from '../../resources/user/index';\nexport const x = user;"],
    ['a resource importing another dynamically', 'resources/device/probe.ts', "export const load = () => import('../user/index');"],
    ['the server importing console code', 'server/probe.ts', "import { SchemaValue } from '../src/framework/views';\nexport const x = SchemaValue;"],
    ['the wire importing themes', 'src/api/probe.ts', "import { themes } from '../../themes';\nexport const x = themes;"],
    [
      'production code importing a test helper',
      'src/app/probe.ts',
      "import { startPlatformServer } from '../../test/support/platformServer';\nexport const x = startPlatformServer;",
    ],
    ['the console importing the server', 'src/app/probe.ts', "import { buildApp } from '../../server/app';\nexport const x = buildApp;"],
    ['a page importing another dynamically', 'src/pages/login/Probe.ts', "export const load = () => import('../dashboard/DashboardPage');"],
    ['themes/ importing the wire', 'themes/probe.ts', "import { api } from '../src/api';\nexport const x = api;"],
    ['the server importing themes', 'server/probe.ts', "import { themes } from '../themes';\nexport const x = themes;"],
    [
      'the server importing a test helper',
      'server/plugins/probe.ts',
      "import { openSocket } from '../../test/support/alarmSocket';\nexport const x = openSocket;",
    ],
    [
      'a helper beside the code that needs a test library',
      'src/layout/navbar/renderProbe.tsx',
      "import { render } from '@testing-library/react';\nexport const x = render;",
    ],
  ])('refuses %s', async (_name, filePath, code) => {
    expect(await importErrors(filePath, code)).toHaveLength(1);
  });

  it.each([
    [
      'framework using lib and themes',
      'src/framework/probe.ts',
      "import { normalizeComponent } from '../lib/routes';\nimport { themes } from '../../themes';\nexport const x = [normalizeComponent, themes];",
    ],
    [
      'the server using src/lib and locales',
      'server/probe.ts',
      "import { pageKey } from '../src/lib/permissionCodes';\nimport en from '../locales/en.json';\nexport const x = [pageKey, en];",
    ],
    ['a resource using framework', 'resources/device/probe.ts', "import { defineResource } from '../../src/framework';\nexport const x = defineResource;"],
    ['a test driving the real server', 'src/app/probe.test.ts', "import { buildApp } from '../../server/app';\nexport const x = buildApp;"],
    [
      'a test using a shared helper and a test library',
      'src/layout/navbar/Probe.test.tsx',
      "import { screen } from '@testing-library/react';\nimport { renderShell } from '../../../test/support/renderShell';\nexport const x = [screen, renderShell];",
    ],
    [
      'a server test using a shared helper',
      'server/plugins/probe.test.ts',
      "import { openSocket } from '../../test/support/alarmSocket';\nexport const x = openSocket;",
    ],
  ])('allows %s', async (_name, filePath, code) => {
    expect(await importErrors(filePath, code)).toEqual([]);
  });

  it('refuses an import cycle between .ts modules', async () => {
    // two real files (no-cycle reads modules from disk); the rule runs on production code only, so turn it on here
    const cycles = new ESLint({ overrideConfig: { files: ['test/lint/fixtures/**'], rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] } } });
    const [result] = await cycles.lintFiles(['test/lint/fixtures/cycle/a.ts']);
    expect(result?.messages.map((m) => m.ruleId)).toEqual(['import/no-cycle']);
  });
});
