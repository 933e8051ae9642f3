/**
 * Reads the schema files: every `*.schema.json` of `schemas/` and of the extra folders
 * (EXTRA_SCHEMA_DIRS). A file with `x-ui` is an entity; one without is shared definitions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSchemas } from '../../../src/lib/schema/checkSchemas';
import type { EntitySchema } from '../../../src/lib/schema/types';

// from a string, not `new URL(…)`: under jsdom (component tests that boot the server) URL is jsdom's class
export const SCHEMA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schemas');

export interface SchemaFile {
  file: string;
  schema: Record<string, unknown>;
}

export interface LoadedSchemas {
  entities: Array<{ file: string; schema: EntitySchema }>;
  shared: SchemaFile[];
}

export function readSchemaFiles(dirs: readonly string[]): SchemaFile[] {
  const files: SchemaFile[] = [];
  for (const dir of dirs) {
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.schema.json')).sort()) {
      const file = path.join(dir, name);
      let schema: unknown;
      try {
        schema = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
      }
      if (!schema || typeof schema !== 'object' || Array.isArray(schema)) throw new Error(`${file}: (root) must be an object`);
      files.push({ file, schema: schema as Record<string, unknown> });
    }
  }
  return files;
}

/** Splits the files (readSchemaFiles) and checks what the server relies on, naming the file and the JSON path. */
export function loadSchemas(files: readonly SchemaFile[]): LoadedSchemas {
  const entities: LoadedSchemas['entities'] = [];
  const shared: SchemaFile[] = [];
  const names = new Map<string, string>();
  const problems = checkSchemas(files.map(({ file, schema }) => ({ file: path.relative(process.cwd(), file) || file, json: schema })));
  if (problems.length) throw new Error(`Invalid schema files:\n${problems.join('\n')}`);
  for (const { file, schema } of files) {
    if (!('x-ui' in schema)) {
      shared.push({ file, schema });
      continue;
    }
    const ui = schema['x-ui'] as { resource?: unknown; components?: unknown };
    if (typeof schema.$id !== 'string') throw new Error(`${file}: /$id must be a string`);
    if (schema.type !== 'object' || !schema.properties || typeof schema.properties !== 'object') {
      throw new Error(`${file}: /properties must be an object (type "object")`);
    }
    if (typeof ui?.resource !== 'string' || !/^[a-z][a-zA-Z0-9]*$/.test(ui.resource)) {
      throw new Error(`${file}: /x-ui/resource must be a camelCase name`);
    }
    if (!Array.isArray(ui.components)) throw new Error(`${file}: /x-ui/components must be an array`);
    const twin = names.get(ui.resource);
    if (twin) throw new Error(`${file}: /x-ui/resource "${ui.resource}" is already used by ${twin}`);
    names.set(ui.resource, file);
    entities.push({ file, schema: schema as EntitySchema });
  }
  return { entities, shared };
}
