/**
 * Where an entity's validator comes from. In the console: the module generated at build time
 * for that schema (`virtual:entity-validators`), loaded when one of its pages opens; for a schema
 * the build does not know (a newer server, test-only schemas) ajv itself, loaded then and
 * compiling at run time. Nothing of it is in the first page's JavaScript (issue 11 §4).
 */
import type { EntitySchema } from '../../lib/schema/types';
import { entityValidator, type EntityValidator } from '../../lib/validation';
import { schemaFingerprint } from '../../lib/validation/fingerprint';

/** An entity's validator: given at once (tests) or loaded (the console). */
export type ValidatorSource = (schema: EntitySchema, shared: readonly object[]) => EntityValidator | Promise<EntityValidator>;

/** One run-time ajv per set of shared definitions (one per login's schema list). */
const runtimeAjv = new WeakMap<readonly object[], Promise<(schema: EntitySchema) => EntityValidator>>();

function runtimeCompiler(shared: readonly object[]): Promise<(schema: EntitySchema) => EntityValidator> {
  let compiler = runtimeAjv.get(shared);
  if (!compiler) {
    compiler = import('../../lib/validation/compile').then(({ compileEntity, createAjv }) => {
      const ajv = createAjv(shared);
      return (schema: EntitySchema) => compileEntity(ajv, schema);
    });
    runtimeAjv.set(shared, compiler);
  }
  return compiler;
}

export const loadedValidators: ValidatorSource = async (schema, shared) => {
  const { generated } = await import('./generatedValidators');
  const entry = generated[schema.$id];
  if (entry && entry.fingerprint === schemaFingerprint(schema, shared)) {
    const { full, partial } = await entry.load();
    return entityValidator(schema, full, () => partial);
  }
  return (await runtimeCompiler(shared))(schema);
};

let source: ValidatorSource = loadedValidators;

/** The source of the registries built from now on (tests: validators compiled at once). */
export function setValidatorSource(next: ValidatorSource): void {
  source = next;
}

export function validatorSource(): ValidatorSource {
  return source;
}
