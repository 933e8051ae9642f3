/**
 * What the registry takes from the schema files alone: checked, each entity compiled into its
 * validator and described for the store. It depends on nothing but the files' contents, so a
 * process compiles the same files once: a server starts once, but a test worker starts hundreds
 * of platforms, and compiling the schemas was most of each start.
 */
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { EntitySchema } from '../../../src/lib/schema/types';
import { compileEntity, createAjv, type EntityValidator } from '../../../src/lib/validation/compile';
import { describeEntity, type PropertyInfo } from './properties';
import { loadSchemas, readSchemaFiles, type SchemaFile } from './schemas';

export interface CompiledEntity {
  file: string;
  schema: EntitySchema;
  validate: EntityValidator;
  properties: Map<string, PropertyInfo>;
}

export interface CompiledSchemas {
  entities: CompiledEntity[];
  /** the shared definitions (files without `x-ui`) */
  sharedSchemas: object[];
}

/** the last few sets of files compiled, by their contents (a test's extra schema folder is one more) */
const compiled = new Map<string, CompiledSchemas>();
const KEPT = 8;

function compile(files: readonly SchemaFile[]): CompiledSchemas {
  const { entities, shared } = loadSchemas(files);
  const sharedSchemas = shared.map((s) => s.schema);
  let ajv: Ajv2020;
  try {
    ajv = createAjv(sharedSchemas);
  } catch (error) {
    throw new Error(`${shared.map((s) => s.file).join(', ')}: ${(error as Error).message}`);
  }
  return {
    sharedSchemas,
    entities: entities.map(({ file, schema }) => {
      let validate: EntityValidator;
      try {
        validate = compileEntity(ajv, schema);
      } catch (error) {
        throw new Error(`${file}: ${(error as Error).message}`);
      }
      return { file, schema, validate, properties: describeEntity(schema, sharedSchemas) };
    }),
  };
}

/** one route ajv per set of compiled files: `routeAjv` */
const routeAjvs = new WeakMap<CompiledSchemas, Ajv2020>();

/**
 * The ajv of the hand-written routes (services/formSchema.ts), with the shared definitions and the
 * entities: one per set of files, shared by the platforms of a process. A route's schema may hold
 * its platform's settings (a file's size limit), so formSchema.ts compiles by content: two
 * platforms whose schemas differ under one `$id` each get their own validator.
 */
export function routeAjv(compiledSchemas: CompiledSchemas): Ajv2020 {
  const known = routeAjvs.get(compiledSchemas);
  if (known) return known;
  const ajv = createAjv(compiledSchemas.sharedSchemas);
  for (const { schema } of compiledSchemas.entities) ajv.addSchema(schema);
  routeAjvs.set(compiledSchemas, ajv);
  return ajv;
}

/** Loads, checks and compiles the schemas of `dirs`, or answers the same files' earlier compilation; throws naming the file and the JSON path. */
export function compileSchemas(dirs: readonly string[]): CompiledSchemas {
  const files = readSchemaFiles(dirs);
  const key = JSON.stringify(files);
  const known = compiled.get(key);
  if (known) return known;
  const fresh = compile(files);
  compiled.set(key, fresh);
  if (compiled.size > KEPT) compiled.delete(compiled.keys().next().value!);
  return fresh;
}
