/**
 * The validation folder's public face for the console: no ajv in it. Compiling with ajv
 * (`compile.ts`: the server, tests) and generating validators at build time (`standalone.ts`)
 * are imported by path, so the console's chunks carry neither.
 */
export { toIssues, issueOf, fieldOf, entityValidator } from './issues';
export type { FieldIssue, FieldIssues, EntityValidator, ValidateOptions, CompiledValidate } from './issues';
export { CUSTOM_FORMATS, STANDARD_FORMATS, FORMAT_NAMES } from './formats';
export type { FormatName } from './formats';
export { KEYWORD_RULES, dateRangeSeconds, decimalsOf, extensionOf, formatBytes } from './keywords';
export type { DateRange, FileRule, KeywordCheck, KeywordRule, ValidationContext } from './keywords';
export { translateIssue, translateIssues, interpolate, lookup } from './translate';
export type { Message } from './translate';
export { dateKindOf, dateKindAt, formatDateParam, formatParams } from './dateParams';
export type { DateKind, DateFormatOptions } from './dateParams';
