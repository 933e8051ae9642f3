/**
 * SM2 password encryption (spec §7): C1C3C2 by default, hex key of which the last 128
 * characters are used, output '04' + hex, empty input gives ''.
 * The server decrypts with `decryptPassword` from the same module.
 */
import sm2 from 'sm-crypto/src/sm2/index.js';

export type CipherMode = 0 | 1;
/** C1C3C2, the platform default. */
export const C1C3C2: CipherMode = 1;

/** The 128 hex characters of the public key point (x‖y), whatever prefix it came with. */
export function normalizePublicKey(publicKeyHex: string): string {
  const key = publicKeyHex.trim();
  return key.length > 128 ? key.slice(key.length - 128) : key;
}

export function encryptPassword(text: string, publicKeyHex: string, cipherMode: CipherMode = C1C3C2): string {
  if (text === '') return '';
  const key = normalizePublicKey(publicKeyHex);
  return '04' + sm2.doEncrypt(text, '04' + key, cipherMode);
}

/** The longest password the platform takes, in characters. */
export const MAX_PASSWORD_LENGTH = 64;
/**
 * The longest ciphertext such a password can give: '04', C1 (128 hex), C3 (64 hex) and C2, two
 * hex digits per UTF-8 byte, at most 4 bytes a character. Anything longer is refused unread,
 * so a huge ciphertext cannot buy seconds of elliptic-curve work.
 */
export const MAX_CIPHER_LENGTH = 2 + 128 + 64 + 2 * 4 * MAX_PASSWORD_LENGTH;

/** Inverse of `encryptPassword`; '' for '', for anything too long and for anything that does not decrypt. */
export function decryptPassword(cipherHex: string, privateKeyHex: string, cipherMode: CipherMode = C1C3C2): string {
  if (cipherHex === '' || cipherHex.length > MAX_CIPHER_LENGTH) return '';
  const body = cipherHex.startsWith('04') ? cipherHex.slice(2) : cipherHex;
  if (!/^[0-9a-fA-F]+$/.test(body) || body.length < 128 + 64) return '';
  try {
    return sm2.doDecrypt(body, privateKeyHex, cipherMode);
  } catch {
    return '';
  }
}

export interface Sm2KeyPair {
  publicKey: string;
  privateKey: string;
}

export function generateKeyPair(): Sm2KeyPair {
  const { publicKey, privateKey } = sm2.generateKeyPairHex();
  return { publicKey, privateKey };
}
