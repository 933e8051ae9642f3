/**
 * SM2 password encryption (spec §7): C1C3C2 by default, hex key of which the last 128
 * characters are used, output '04' + hex, empty input gives ''.
 * The server decrypts with `decryptPassword` from the same module.
 */
import { BigInteger } from 'jsbn';
import sm2 from 'sm-crypto/src/sm2/index.js';
import { sm3 } from 'sm-crypto/src/sm2/sm3.js';
import sm2Utils from 'sm-crypto/src/sm2/utils.js';

export type CipherMode = 0 | 1;
/** C1C3C2, the platform default. */
export const C1C3C2: CipherMode = 1;

/** The 128 hex characters of the public key point (x‖y), whatever prefix it came with. */
export function normalizePublicKey(publicKeyHex: string): string {
  const key = publicKeyHex.trim();
  return key.length > 128 ? key.slice(key.length - 128) : key;
}

/**
 * The message-independent half of one encryption: a random k, C1 = k·G and (x2, y2) = k·P.
 * These two scalar multiplications are nearly all of its cost (tens of ms in a browser), so the
 * login page does them while the user types (`prepareEncryption`). Used once, then dropped.
 */
interface Ephemeral {
  key: string;
  c1: string;
  x2: number[];
  y2: number[];
}

let prepared: Ephemeral | null = null;

/** `k`: the ephemeral scalar in hex, drawn at random unless given (known-answer tests only). */
function ephemeral(key: string, k?: string): Ephemeral {
  if (!sm2Utils.verifyPublicKey('04' + key)) throw new Error('Invalid public key');
  const point = sm2Utils.getGlobalCurve().decodePointHex('04' + key);
  const pair = k === undefined ? sm2Utils.generateKeyPairHex() : { privateKey: k, publicKey: publicKeyOf(k) };
  const shared = point.multiply(new BigInteger(pair.privateKey, 16));
  const coordinate = (value: BigInteger) => sm2Utils.hexToArray(sm2Utils.leftPad(value.toString(16), 64));
  return {
    key,
    c1: pair.publicKey.slice(-128),
    x2: coordinate(shared.getX().toBigInteger()),
    y2: coordinate(shared.getY().toBigInteger()),
  };
}

/**
 * Readies the next `encryptPassword` for this key ahead of time; returns that encryption's C1
 * (public, the ephemeral point). Calling it again for the same key keeps the one prepared.
 */
export function prepareEncryption(publicKeyHex: string): string {
  const key = normalizePublicKey(publicKeyHex);
  if (prepared?.key !== key) prepared = ephemeral(key);
  return prepared.c1;
}

function takeEphemeral(key: string): Ephemeral {
  if (prepared?.key !== key) return ephemeral(key);
  const ready = prepared;
  prepared = null;
  return ready;
}

/** GB/T 32918.4: C3 = SM3(x2 ‖ M ‖ y2), C2 = M ⊕ KDF(x2 ‖ y2), as sm-crypto's doEncrypt. */
function encryptWith({ c1, x2, y2 }: Ephemeral, text: string, cipherMode: CipherMode): string {
  const message = sm2Utils.hexToArray(sm2Utils.utf8ToHex(text));
  const c3 = sm2Utils.arrayToHex(sm3([...x2, ...message, ...y2]));
  const seed = [...x2, ...y2];
  let stream: number[] = [];
  for (let counter = 1; stream.length < message.length; counter += 1) {
    stream = stream.concat(sm3([...seed, (counter >>> 24) & 0xff, (counter >>> 16) & 0xff, (counter >>> 8) & 0xff, counter & 0xff]));
  }
  const c2 = sm2Utils.arrayToHex(message.map((byte, i) => byte ^ (stream[i] ?? 0)));
  return cipherMode === C1C3C2 ? c1 + c3 + c2 : c1 + c2 + c3;
}

export function encryptPassword(text: string, publicKeyHex: string, cipherMode: CipherMode = C1C3C2): string {
  if (text === '') return '';
  const key = normalizePublicKey(publicKeyHex);
  return '04' + encryptWith(takeEphemeral(key), text, cipherMode);
}

/**
 * The encryption with a given ephemeral scalar `kHex` instead of a random one, so that a published
 * example (GB/T 32918) can be reproduced byte for byte. Never for real use: k must be secret and new
 * each time, or the private key leaks.
 */
export function encryptWithScalar(text: string, publicKeyHex: string, kHex: string, cipherMode: CipherMode = C1C3C2): string {
  if (text === '') return '';
  const key = normalizePublicKey(publicKeyHex);
  return '04' + encryptWith(ephemeral(key, kHex), text, cipherMode);
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

/** The public key of a private key: '04' + x + y in hex (d·G on sm2p256v1), as generateKeyPair gives it. */
export function publicKeyOf(privateKeyHex: string): string {
  return sm2.getPublicKeyFromPrivateKey(privateKeyHex);
}

export function generateKeyPair(): Sm2KeyPair {
  const { publicKey, privateKey } = sm2.generateKeyPairHex();
  return { publicKey, privateKey };
}
