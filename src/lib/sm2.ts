/**
 * SM2 password encryption (spec §7): C1C3C2 by default, hex key of which the last 128
 * characters are used, output '04' + hex, empty input gives ''.
 * The server decrypts with `decryptPassword` from the same module.
 */
import { weierstrass, type WeierstrassPoint } from '@noble/curves/abstract/weierstrass.js';
import { sm3 } from 'sm-crypto/src/sm2/sm3.js';

export type CipherMode = 0 | 1;
/** C1C3C2, the platform default. */
export const C1C3C2: CipherMode = 1;

/**
 * sm2p256v1 (GB/T 32918.5), its points in native big integers (@noble/curves): a scalar
 * multiplication takes about a millisecond where sm-crypto's jsbn took tens (a quarter of a
 * second of a login's CPU in the browser, and most of a sign-in's on the server).
 */
const Sm2Point = weierstrass({
  p: 0xfffffffeffffffffffffffffffffffffffffffff00000000ffffffffffffffffn,
  n: 0xfffffffeffffffffffffffffffffffff7203df6b21c6052b53bbf40939d54123n,
  h: 1n,
  a: 0xfffffffeffffffffffffffffffffffffffffffff00000000fffffffffffffffcn,
  b: 0x28e9fa9e9d9f5e344d5a9e4bcf6509a7f39789f515ab8f92ddbcbd414d940e93n,
  Gx: 0x32c4ae2c1f1981195f9904466a39c9948fe30bbff2660be1715a4589334c74c7n,
  Gy: 0xbc3736a2f4f6779c59bdcee36b692153d0a9877cc62a474002df32e52139f0a0n,
});
const ORDER = Sm2Point.CURVE().n;

const hex64 = (value: bigint): string => value.toString(16).padStart(64, '0');
const bytesOf = (value: bigint): number[] => hex64(value).match(/../g)!.map((pair) => parseInt(pair, 16));
const hexOf = (bytes: readonly number[]): string => bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** The point of 128 hex characters x‖y; throws when it is not on the curve (or is the identity). */
function pointOf(xy: string): WeierstrassPoint<bigint> {
  if (!/^[0-9a-fA-F]{128}$/.test(xy)) throw new Error('Invalid public key');
  try {
    const point = Sm2Point.fromAffine({ x: BigInt(`0x${xy.slice(0, 64)}`), y: BigInt(`0x${xy.slice(64)}`) });
    point.assertValidity();
    return point;
  } catch {
    throw new Error('Invalid public key');
  }
}

/** A scalar drawn uniformly from [1, n − 2] with the platform's cryptographic random numbers. */
function randomScalar(): bigint {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    const value = BigInt(`0x${hexOf([...bytes])}`);
    if (value >= 1n && value <= ORDER - 2n) return value;
  }
}

const scalarOf = (hex: string): bigint => {
  const value = BigInt(`0x${hex}`);
  if (value < 1n || value >= ORDER) throw new Error('Invalid private key');
  return value;
};

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
  const point = pointOf(key);
  const scalar = k === undefined ? randomScalar() : scalarOf(k);
  const c1 = Sm2Point.BASE.multiply(scalar);
  const shared = point.multiply(scalar);
  return { key, c1: hex64(c1.x) + hex64(c1.y), x2: bytesOf(shared.x), y2: bytesOf(shared.y) };
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

/** GB/T 32918.4's KDF: `length` bytes of SM3(x2 ‖ y2 ‖ counter), counter from 1. */
function keyStream(x2: readonly number[], y2: readonly number[], length: number): number[] {
  const seed = [...x2, ...y2];
  let stream: number[] = [];
  for (let counter = 1; stream.length < length; counter += 1) {
    stream = stream.concat(sm3([...seed, (counter >>> 24) & 0xff, (counter >>> 16) & 0xff, (counter >>> 8) & 0xff, counter & 0xff]));
  }
  return stream;
}

/** GB/T 32918.4: C3 = SM3(x2 ‖ M ‖ y2), C2 = M ⊕ KDF(x2 ‖ y2), as sm-crypto's doEncrypt. */
function encryptWith({ c1, x2, y2 }: Ephemeral, text: string, cipherMode: CipherMode): string {
  const message = [...new TextEncoder().encode(text)];
  const c3 = hexOf(sm3([...x2, ...message, ...y2]));
  const stream = keyStream(x2, y2, message.length);
  const c2 = hexOf(message.map((byte, i) => byte ^ (stream[i] ?? 0)));
  return cipherMode === C1C3C2 ? c1 + c3 + c2 : c1 + c2 + c3;
}

/** GB/T 32918.4 decryption of C1 ‖ C3 ‖ C2 (or C1 ‖ C2 ‖ C3); throws when C1 is no point or C3 does not match. */
function decryptWith(body: string, privateKeyHex: string, cipherMode: CipherMode): string {
  const c1 = pointOf(body.slice(0, 128));
  const rest = body.slice(128);
  const c3 = cipherMode === C1C3C2 ? rest.slice(0, 64) : rest.slice(rest.length - 64);
  const c2 = cipherMode === C1C3C2 ? rest.slice(64) : rest.slice(0, rest.length - 64);
  if (c2.length % 2 !== 0) throw new Error('Odd ciphertext');
  const shared = c1.multiply(scalarOf(privateKeyHex));
  const x2 = bytesOf(shared.x);
  const y2 = bytesOf(shared.y);
  const cipher = (c2.match(/../g) ?? []).map((pair) => parseInt(pair, 16));
  const stream = keyStream(x2, y2, cipher.length);
  const message = cipher.map((byte, i) => byte ^ (stream[i] ?? 0));
  if (hexOf(sm3([...x2, ...message, ...y2])) !== c3.toLowerCase()) throw new Error('C3 does not match');
  return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(message));
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
    return decryptWith(body, privateKeyHex, cipherMode);
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
  const point = Sm2Point.BASE.multiply(scalarOf(privateKeyHex));
  return '04' + hex64(point.x) + hex64(point.y);
}

export function generateKeyPair(): Sm2KeyPair {
  const privateKey = hex64(randomScalar());
  return { publicKey: publicKeyOf(privateKey), privateKey };
}
