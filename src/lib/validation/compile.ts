/**
 * One compiled ajv validator per entity schema, shared by the console and the server (STYLE §6).
 * Errors come back per field as a translation key under `validation.` plus its parameters;
 * each side translates them (the console through i18nProvider, the server by the `lang` header).
 */
import { _, Ajv2020, type CodeKeywordDefinition, type Options, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { EntitySchema } from '../schema/types';
import { CUSTOM_FORMATS, STANDARD_FORMATS } from './formats';
import { KEYWORD_RULES, type KeywordRule } from './keywords';
import { entityValidator, type EntityValidator } from './issues';

export { fieldOf, issueOf, toIssues, entityValidator } from './issues';
export type { FieldIssue, FieldIssues, EntityValidator, ValidateOptions } from './issues';

/** Keywords ajv must know but not check: presentation and storage hints (strict mode stays on). */
export const ANNOTATION_KEYWORDS = ['x-ui', 'x-store'] as const;

/**
 * An ajv instance that knows the platform's formats and keywords (strict mode on), with the shared
 * definitions (`schemas/defs.schema.json` …) added. `passContext` hands `ValidateOptions` to the
 * keywords that compare with the stored record.
 */
export function createAjv(shared: readonly object[] = [], options: Pick<Options, 'code'> = {}): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, coerceTypes: false, passContext: true, ...options });
  addFormats(ajv, [...STANDARD_FORMATS]);
  for (const [name, pattern] of Object.entries(CUSTOM_FORMATS)) ajv.addFormat(name, pattern);
  addCustomKeywords(ajv);
  for (const keyword of ANNOTATION_KEYWORDS) ajv.addKeyword({ keyword, schemaType: 'object' });
  for (const schema of shared) ajv.addSchema(schema);
  return ajv;
}

/**
 * The module the generated validators import the keyword checks from (`standalone.ts` puts the
 * real path in its place): ajv writes each check into generated code as a reference to it.
 */
export const KEYWORD_CHECKS_MODULE = 'coldchain:validation-keywords';

/**
 * A keyword of KEYWORD_RULES as ajv code: a call of its check with the value, the data around
 * it and the context (`this`, ajv's passContext); a non-null answer is the error's params.
 * Code rather than a `validate` function, so that ajv can also write it out as standalone code.
 */
function codeKeyword(keyword: string, { schemaType, metaSchema, check }: KeywordRule): CodeKeywordDefinition {
  return {
    keyword,
    schemaType,
    metaSchema,
    error: { message: `must pass "${keyword}"`, params: ({ params }) => _`${params.issue ?? _`{}`}` },
    code(cxt) {
      const { gen, data, schemaCode, it } = cxt;
      const ref = gen.scopeValue('keyword', { ref: check, key: check, code: _`require(${KEYWORD_CHECKS_MODULE}).KEYWORD_RULES[${keyword}].check` });
      const issue = gen.const('issue', _`${ref}.call(this, ${schemaCode}, ${data}, {parentData: ${it.parentData}, parentDataProperty: ${it.parentDataProperty}, rootData})`);
      cxt.setParams({ issue });
      cxt.fail(_`${issue} !== null`);
    },
  };
}

export const CUSTOM_KEYWORDS: readonly CodeKeywordDefinition[] = Object.entries(KEYWORD_RULES).map(([keyword, rule]) => codeKeyword(keyword, rule));

export function addCustomKeywords(ajv: Ajv2020): void {
  for (const definition of CUSTOM_KEYWORDS) ajv.addKeyword(definition);
}

/** The partial (update) variant of an entity schema: no `required`. Its `$id` is the entity's plus `?partial`. */
export function partialSchema(schema: EntitySchema): Record<string, unknown> {
  const { required: _required, ...withoutRequired } = schema;
  // a query, not a fragment: draft 2020-12 forbids fragments in $id; relative $refs resolve the same
  return { ...withoutRequired, $id: `${schema.$id}?partial` };
}

/** Compile one entity schema (with the shared definitions already in `ajv`). */
export function compileEntity(ajv: Ajv2020, schema: EntitySchema): EntityValidator {
  const full: ValidateFunction = ajv.getSchema(schema.$id) ?? ajv.compile(schema);
  const partial = partialSchema(schema);
  let compiled: ValidateFunction | undefined;
  return entityValidator(schema, full, () => (compiled ??= ajv.getSchema(partial.$id as string) ?? ajv.compile(partial)));
}
