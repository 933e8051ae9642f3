/**
 * The validators generated at build time (ajv standalone code, what the console loads) give the
 * same issues as the ones compiled at run time (what the server checks with), for the seeded
 * records of every entity (valid) and for those records spoiled property by property (invalid).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestPlatform, type TestPlatform } from '../../../test/support/testPlatform';
import type { EntitySchema } from '../schema/types';
import { compileEntity, createAjv } from './compile';
import { entityValidator, type CompiledValidate, type EntityValidator } from './issues';
import { generateEntityModule, requiresToImports } from './standalone';

const KEYWORDS = fileURLToPath(new URL('./keywords.ts', import.meta.url));

let platform: TestPlatform;
let dir: string;
beforeAll(async () => {
  platform = await createTestPlatform();
  dir = mkdtempSync(join(tmpdir(), 'validators-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await platform.close();
});

async function generated(schema: EntitySchema, shared: readonly object[]): Promise<EntityValidator> {
  const file = join(dir, `${schema['x-ui'].resource}.mjs`);
  writeFileSync(file, generateEntityModule(schema, shared, KEYWORDS).code);
  const { full, partial } = (await import(/* @vite-ignore */ file)) as { full: CompiledValidate; partial: CompiledValidate };
  return entityValidator(schema, full, () => partial);
}

/** A value of the wrong kind for `value`'s place: each kind of check gets its turn. */
function spoiled(value: unknown): unknown[] {
  if (typeof value === 'number') return ['12', -1e9, 1.23456789, 1e12];
  if (typeof value === 'string') return [42, '', ' ', 'x'.repeat(300), 'a\u200bb', '0000-00-00'];
  if (typeof value === 'boolean') return ['yes', 1];
  if (Array.isArray(value)) return ['x', [null], [...value, ...value]];
  if (value && typeof value === 'object') return ['x', {}, { ...value, extra: 1 }];
  return [1, 'x', {}];
}

describe('generated validators', () => {
  // generates, writes and imports a module per entity (over thirty of them): seconds of CPU
  it('report what the run-time validators report, for every entity', { timeout: 60_000 }, async () => {
    const { entities, shared } = platform.app.resources.schemas;
    const runtimeAjv = createAjv(shared);
    let compared = 0;
    for (const schema of entities) {
      const runtime = compileEntity(runtimeAjv, schema);
      const standalone = await generated(schema, shared);
      const entity = platform.app.resources.entities.get(schema['x-ui'].resource)!;
      const { list } = await entity.store.list({ page: 1, limit: 20, order: 'ASC', filter: {} }, { companyId: null, nowUnix: platform.app.nowUnix() });
      const samples: Array<Record<string, unknown>> = [{}, ...list];
      for (const record of list.slice(0, 3)) {
        for (const [name, value] of Object.entries(record)) for (const bad of spoiled(value)) samples.push({ ...record, [name]: bad });
      }
      for (const sample of samples) {
        for (const options of [{}, { partial: true }, { partial: true, original: list[0] ?? {} }]) {
          expect(standalone(sample, options), `${schema['x-ui'].resource} ${JSON.stringify(sample)}`).toEqual(runtime(sample, options));
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('find problems, not only agree: a spoiled record has issues', async () => {
    const { entities, shared } = platform.app.resources.schemas;
    const device = entities.find((e) => e['x-ui'].resource === 'device')!;
    const validate = await generated(device, shared);
    expect(validate({ number: '1234567', name: 'a b', type: 'fridge' })).toMatchObject({
      number: { key: 'validation.format.device-number' },
      type: { key: 'validation.enum' },
    });
  });
});

describe('requiresToImports', () => {
  it('imports each required module once and reads its exports the way Node and bundlers agree on', () => {
    const code = 'const a = require("m/one").default; const b = require("m/two").list["x"]; const c = require("m/one").default;';
    const out = requiresToImports(code, (s) => (s === 'm/two' ? '/abs/two.ts' : s));
    expect(out).toContain('import * as __module0 from "m/one";');
    expect(out).toContain('import * as __module1 from "/abs/two.ts";');
    expect(out).toContain('const a = __module0_default; const b = __module1_list["x"]; const c = __module0_default;');
    expect(out).not.toContain('require(');
  });

  it('leaves code without requires as it is', () => {
    expect(requiresToImports('export const v = 1;', (s) => s)).toBe('export const v = 1;');
  });
});
