import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSchemas, type SchemaFile } from '../src/lib/schema/checkSchemas';

const dir = dirname(fileURLToPath(import.meta.url));
const files: SchemaFile[] = readdirSync(dir)
  .filter((file) => file.endsWith('.schema.json'))
  .sort()
  .map((file) => ({ file, json: JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown }));
const byName = (name: string) => files.find((f) => f.file === name)?.json as Record<string, unknown>;

describe('schemas/*.schema.json', () => {
  it('include the shared definitions and at least one entity', () => {
    expect(files.map((f) => f.file)).toContain('defs.schema.json');
    expect(files.length).toBeGreaterThan(1);
  });

  it('all pass the meta-schema, resolve every $ref and compile in strict mode', () => {
    expect(checkSchemas(files)).toEqual([]);
  });

  it.each(files.filter((f) => f.file !== 'defs.schema.json').map((f) => [f.file, f.json] as const))('%s has the $id of its file name', (file, json) => {
    expect((json as { $id: string }).$id).toBe(`https://coldchain.local/schemas/${file}`);
  });

  it('a deliberately bad schema fails with messages naming the file and the JSON path', () => {
    const device = structuredClone(byName('device.schema.json')) as Record<string, Record<string, unknown>>;
    const ui = device['x-ui'] as { list: { columns: unknown[] }; perPgae?: number };
    ui.list.columns[2] = 7;
    ui.perPgae = 20;
    (device.properties as Record<string, Record<string, unknown>>).name = { $ref: 'defs.schema.json#/$defs/deviceNaem' };
    const problems = checkSchemas([...files.filter((f) => f.file !== 'device.schema.json'), { file: 'device.schema.json', json: device }]);
    expect(problems).toEqual(
      expect.arrayContaining([
        'device.schema.json: /x-ui/list/columns/2 must be string',
        'device.schema.json: /x-ui must NOT have additional properties: "perPgae"',
        'device.schema.json: /properties/name/$ref cannot be resolved: defs.schema.json#/$defs/deviceNaem',
      ]),
    );
    expect(problems.every((p) => p.startsWith('device.schema.json: /'))).toBe(true);
  });
});
