import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileSchemas } from './compileSchemas';
import { SCHEMA_DIR } from './schemas';

const FIXTURES = fileURLToPath(new URL('../../routes/resources/fixtures', import.meta.url));

describe('compileSchemas: the same files are compiled once per process, changed files again', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'schemas-'));
    cpSync(FIXTURES, dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('answers the earlier compilation for the same contents', () => {
    const first = compileSchemas([SCHEMA_DIR, dir]);
    const again = compileSchemas([SCHEMA_DIR, dir]);
    expect(again).toBe(first);
    expect(again.entities.map((e) => e.schema['x-ui'].resource)).toContain('gadget');
  });

  it('compiles again when a file changes, and a broken file still stops it naming the file', () => {
    const before = compileSchemas([SCHEMA_DIR, dir]);
    const file = path.join(dir, 'gadget.schema.json');
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { title?: string };
    writeFileSync(file, JSON.stringify({ ...schema, title: 'Gadget, renamed' }));
    const after = compileSchemas([SCHEMA_DIR, dir]);
    expect(after).not.toBe(before);
    expect(after.entities.find((e) => e.schema['x-ui'].resource === 'gadget')?.schema.title).toBe('Gadget, renamed');
    writeFileSync(file, '{ not json');
    expect(() => compileSchemas([SCHEMA_DIR, dir])).toThrow(/gadget\.schema\.json: not valid JSON/);
  });
});
