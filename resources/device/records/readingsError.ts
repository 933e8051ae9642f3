/**
 * What to say when a readings call fails: the server's reason for a refused range (its field
 * message, already in the user's language), else its message, else the page's own.
 */
import { ApiError, errorMessage } from '../../../src/api';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export const LOAD_FAILED = 'resources.device.records.loadFailed';

export function readingsErrorText(error: unknown, translate: Translate, fallbackKey: string = LOAD_FAILED): string {
  if (error instanceof ApiError && error.fieldErrors) {
    const first = Object.values(error.fieldErrors)[0];
    if (first) return first;
  }
  return translate(errorMessage(error, fallbackKey), { _: translate(fallbackKey) });
}
