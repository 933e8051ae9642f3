/** What a docking test signs with: the console's signing functions, and the SHA-256 the server stores of a key. */
import { createHash } from 'node:crypto';

export { newNonce, unixNow, withSignField, type SignParams } from '../../src/lib/signing';

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
