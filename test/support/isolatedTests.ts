/**
 * The test files that run isolated, each in its own module graph (every other file shares its
 * worker's modules, vitest.config.ts): those that mock a module (`vi.mock`, `vi.doMock`), and those
 * that say `vitest.config.ts: isolated (why)` (state kept outside the modules, as Leaflet's). Found
 * by reading the files, so a new mocking test is isolated without anyone listing it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOTS = ['src', 'server', 'test', 'resources', 'schemas', 'locales', 'themes'];
const ISOLATED = /\bvi\.(?:do)?[mM]ock\(|vitest\.config\.ts: isolated \(/;

export function isolatedTests(suffix: '.test.ts' | '.test.tsx'): string[] {
  return ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith(suffix) && !file.includes('node_modules'))
      .map((file) => join(root, file).split('\\').join('/'))
      .filter((file) => ISOLATED.test(readFileSync(file, 'utf8'))),
  ).sort();
}
