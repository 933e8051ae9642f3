import { ApiError } from '../../api';

/** A form's errors: a translation key, or the server's own text (translated with itself as the default). */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

/**
 * Where a refusal goes: the server's field messages at the form's own fields, anything else (rate
 * limit, network, a field the form does not show) as one message at the form.
 */
export function refusalOf<F extends string>(error: unknown, fields: readonly F[], fallback: string): { errors: FormErrors<F>; failure: string | null } {
  const fieldErrors = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
  const errors: FormErrors<F> = {};
  for (const field of fields) if (fieldErrors[field]) errors[field] = fieldErrors[field];
  const stray = Object.entries(fieldErrors).filter(([field]) => !(fields as readonly string[]).includes(field));
  if (Object.keys(errors).length && !stray.length) return { errors, failure: null };
  const message = stray[0]?.[1] ?? (error instanceof Error && error.message ? error.message : fallback);
  return { errors, failure: message };
}
