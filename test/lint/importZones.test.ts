/**
 * The lint map of STYLE.md holds: each zone of eslint.config.js refuses a wrong arrow, and a right
 * one passes. ESLint's own API over snippets at made-up paths inside the tree.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

describe('the import map (eslint.config.js)', { timeout: 60_000 }, () => {
  it.each([
    ['a lower layer importing a higher one', 'src/lib/probe.ts', "import { api } from '../api';\nexport const x = api;"],
    ['providers importing framework', 'src/providers/probe.ts', "import { SchemaValue } from '../framework/views';\nexport const x = SchemaValue;"],
    ['a page importing another page', 'src/pages/login/Probe.ts', "import { DashboardPage } from '../dashboard/DashboardPage';\nexport const x = DashboardPage;"],
    ['a resource importing another resource', 'resources/device/probe.ts', "import user from '../user';\nexport const x = user;"],
    ['a resource reaching another through the root', 'resources/device/probe.ts', "import user from '../../resources/user/index';\nexport const x = user;"],
    ['a resource importing another dynamically', 'resources/device/probe.ts', "export const load = () => import('../user/index');"],
    ['the server importing console code', 'server/probe.ts', "import { SchemaValue } from '../src/framework/views';\nexport const x = SchemaValue;"],
    ['the wire importing themes', 'src/api/probe.ts', "import { themes } from '../../themes';\nexport const x = themes;"],
    ['production code importing a test helper', 'src/app/probe.ts', "import { startPlatformServer } from '../../test/support/platformServer';\nexport const x = startPlatformServer;"],
    ['the console importing the server', 'src/app/probe.ts', "import { buildApp } from '../../server/app';\nexport const x = buildApp;"],
  ])('refuses %s', async (_name, filePath, code) => {
    expect(await importErrors(filePath, code)).toHaveLength(1);
  });

  it.each([
    ['framework using lib and themes', 'src/framework/probe.ts', "import { normalizeComponent } from '../lib/routes';\nimport { themes } from '../../themes';\nexport const x = [normalizeComponent, themes];"],
    ['the server using src/lib and locales', 'server/probe.ts', "import { pageKey } from '../src/lib/permissionCodes';\nimport en from '../locales/en.json';\nexport const x = [pageKey, en];"],
    ['a resource using framework', 'resources/device/probe.ts', "import { defineResource } from '../../src/framework';\nexport const x = defineResource;"],
    ['a test driving the real server', 'src/app/probe.test.ts', "import { buildApp } from '../../server/app';\nexport const x = buildApp;"],
  ])('allows %s', async (_name, filePath, code) => {
    expect(await importErrors(filePath, code)).toEqual([]);
  });
});
