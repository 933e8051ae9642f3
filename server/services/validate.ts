/**
 * Field validation of the hand-written routes (form fields, not schema entities). A rule returns
 * an error or null; the first failing rule of a field wins. Empty optional fields are not checked.
 * The formats and their messages are the console's (src/lib/validation, locales/ `validation.*`):
 * a rule that exists there answers with its `issue`, so both sides say the same thing.
 */
import { invisibleCharacterIn } from '../../src/lib/identifier';
import { fullFormats } from 'ajv-formats/dist/formats';
import { CUSTOM_FORMATS } from '../../src/lib/validation/formats';
import type { FieldIssue } from '../../src/lib/validation/compile';
import type { MessageKey, MessageVars } from '../messages';

export type FieldError = MessageKey | { key: MessageKey; vars: MessageVars } | { issue: FieldIssue };
export type FieldErrors = Record<string, FieldError>;
export type Rule = (value: string) => FieldError | null;

const format = (name: string, pattern: RegExp): Rule => (value) => (pattern.test(value) ? null : { issue: { key: `validation.format.${name}` } });

export const REQUIRED: FieldError = { issue: { key: 'validation.required' } };
export const required: Rule = (value) => (value === '' ? REQUIRED : null);
export const noWhitespace: Rule = (value) => (/\s/.test(value) ? 'noWhitespace' : null);
/** Identifiers (issue 10 §8): no zero-width, bidi-control or other invisible character; normalize them first. */
export const visible: Rule = (value) => {
  const char = invisibleCharacterIn(value);
  return char ? { key: 'invisibleCharacter', vars: { char } } : null;
};
export const integerMin0: Rule = (value) => (/^\d{1,9}$/.test(value) ? null : 'integerMin0');
export const mobile = format('mobile', CUSTOM_FORMATS.mobile);
export const landline = format('landline', CUSTOM_FORMATS.landline);
// the schemas' `format: email` (createAjv adds ajv-formats' full mode)
export const email = format('email', fullFormats.email as RegExp);
export const maxLength =
  (max: number): Rule =>
  (value) =>
    [...value].length > max ? { issue: { key: 'validation.maxLength', params: { limit: max } } } : null;

/** Checks `values[field]` against its rules; returns only the failing fields. */
export function validate(values: Record<string, string>, rules: Record<string, Rule[]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, fieldRules] of Object.entries(rules)) {
    const value = values[name] ?? '';
    if (value === '' && !fieldRules.includes(required)) continue;
    for (const rule of fieldRules) {
      const error = rule(value);
      if (error) {
        errors[name] = error;
        break;
      }
    }
  }
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
