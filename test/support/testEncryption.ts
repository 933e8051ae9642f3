/**
 * The tests' SM2 password ciphertexts, one per password and key: an encryption is two scalar
 * multiplications in plain-JS big integers (some 20 ms), and the suite signs in thousands of
 * times with a handful of passwords under the few keys of its seeded databases. The server takes
 * a ciphertext again as readily as a new one (it refuses replays by the signature's nonce, not by
 * the password field), so the tests lose nothing; the tests of the encryption itself call
 * src/lib/sm2.ts directly.
 */
import { encryptPassword } from '../../src/lib/sm2';

const made = new Map<string, string>();

export function testCiphertext(password: string, publicKeyHex: string): string {
  const key = `${publicKeyHex}\n${password}`;
  let ciphertext = made.get(key);
  if (ciphertext === undefined) {
    ciphertext = encryptPassword(password, publicKeyHex);
    made.set(key, ciphertext);
  }
  return ciphertext;
}
