/**
 * What to say when a download-centre call fails: a refused field's message (already in the
 * user's language: the 3-month limit, too many jobs), else the server's message, else `fallbackKey`.
 */
import { ApiError, errorMessage } from '../../api';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function downloadErrorText(error: unknown, translate: Translate, fallbackKey: string): string {
  if (error instanceof ApiError && error.fieldErrors) {
    const first = Object.values(error.fieldErrors)[0];
    if (first) return first;
  }
  return translate(errorMessage(error, fallbackKey), { _: translate(fallbackKey) });
}
