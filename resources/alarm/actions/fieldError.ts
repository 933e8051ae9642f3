import { ApiError } from '../../../src/api';

/** The server's message for one field of a refused call (HTTP 422 `errors`), if any. */
export function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fieldErrors?.[field] : undefined;
}
