/**
 * Validators compiled at once with ajv, ready without loading anything: what the tests use
 * (test/setup), so that a registry's `validate` checks from its first call. The console itself
 * loads generated validators (`validators.ts`) and never imports this module.
 */
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { compileEntity, createAjv } from '../../lib/validation/compile';
import type { ValidatorSource } from './validators';

const ajvs = new WeakMap<readonly object[], Ajv2020>();

export const runtimeValidators: ValidatorSource = (schema, shared) => {
  let ajv = ajvs.get(shared);
  if (!ajv) {
    ajv = createAjv(shared);
    ajvs.set(shared, ajv);
  }
  return compileEntity(ajv, schema);
};
