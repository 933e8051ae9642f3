/** The validation folder's public face: shared by the console and the server. */
export { createAjv, compileEntity, toIssues, issueOf, fieldOf, ANNOTATION_KEYWORDS } from './compile';
export type { FieldIssue, FieldIssues, EntityValidator, ValidateOptions } from './compile';
export { CUSTOM_FORMATS, STANDARD_FORMATS, FORMAT_NAMES } from './formats';
export type { FormatName } from './formats';
export { CUSTOM_KEYWORDS, addCustomKeywords, dateRangeSeconds, decimalsOf, extensionOf, formatBytes } from './keywords';
export type { DateRange, FileRule, ValidationContext } from './keywords';
export { translateIssue, translateIssues, interpolate, lookup } from './translate';
export type { Message } from './translate';
export { dateKindOf, dateKindAt, formatDateParam, formatParams } from './dateParams';
export type { DateKind, DateFormatOptions } from './dateParams';
