/**
 * Field validation with the spec §5 formats. A rule returns an error (a message key, with vars)
 * or null; the first failing rule of a field wins. Empty optional fields are not checked.
 */
import { invisibleCharacterIn } from '../../src/lib/identifier';
import type { MessageKey, MessageVars } from '../messages';

export type FieldError = MessageKey | { key: MessageKey; vars: MessageVars };
export type FieldErrors = Record<string, FieldError>;
export type Rule = (value: string) => FieldError | null;

export const MOBILE = /^1[3-9]\d{9}$/;
export const LANDLINE = /^0\d{2,3}-\d{7,8}$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required: Rule = (value) => (value === '' ? 'required' : null);
export const noWhitespace: Rule = (value) => (/\s/.test(value) ? 'noWhitespace' : null);
/** Identifiers (issue 10 §8): no zero-width, bidi-control or other invisible character; normalize them first. */
export const visible: Rule = (value) => {
  const char = invisibleCharacterIn(value);
  return char ? { key: 'invisibleCharacter', vars: { char } } : null;
};
export const integerMin0: Rule = (value) => (/^\d{1,9}$/.test(value) ? null : 'integerMin0');
export const mobile: Rule = (value) => (MOBILE.test(value) ? null : 'mobileFormat');
export const landline: Rule = (value) => (LANDLINE.test(value) ? null : 'landlineFormat');
export const email: Rule = (value) => (EMAIL.test(value) ? null : 'emailFormat');
export const maxLength =
  (max: number): Rule =>
  (value) =>
    [...value].length > max ? { key: 'tooLong', vars: { max } } : null;

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
