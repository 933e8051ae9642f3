/**
 * What a report page says when its query fails: a refused field's message (already in the
 * user's language: a range, a device), else the server's own message as it came, else the wire's
 * (network, timeout) or the page's `fallbackKey`, translated. A server message is no locale key:
 * it is shown as it is, not looked up (a lookup would fall back and hide it).
 */
import { ApiError, errorMessage } from '../../api';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function loadErrorText(error: unknown, translate: Translate, fallbackKey: string): string {
  if (error instanceof ApiError) {
    const field = error.fieldErrors ? Object.values(error.fieldErrors)[0] : undefined;
    if (field) return field;
    if (error.serverMessage) return error.serverMessage;
  }
  return translate(errorMessage(error, fallbackKey), { _: translate(fallbackKey) });
}
