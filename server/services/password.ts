/**
 * Password hashes: Node's scrypt with a random salt per user, stored as
 * `scrypt$N$r$p$salt$hash` (hex). Nothing reversible is kept.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost for new hashes; a stored hash keeps the cost it was made with. */
export const DEFAULT_SCRYPT_N = 16384;
const MIN_SCRYPT_N = 1024;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** scrypt needs 128·N·r bytes; Node refuses more than 32 MB unless told (N = 32768 with r = 8 is 32 MB) */
const memoryFor = (n: number, r: number) => 256 * n * r;

/**
 * PASSWORD_SCRYPT_N, a power of two from 1024, or DEFAULT_SCRYPT_N (about 50 ms a hash on one
 * core). The tests make their hashes at 1024: they sign in thousands of times, and each
 * verification would otherwise cost the 50 ms again (vitest.config.ts).
 */
export function scryptCost(asked = process.env.PASSWORD_SCRYPT_N): number {
  const n = Number(asked);
  return Number.isInteger(n) && n >= MIN_SCRYPT_N && (n & (n - 1)) === 0 ? n : DEFAULT_SCRYPT_N;
}

export async function hashPassword(password: string): Promise<string> {
  const N = scryptCost();
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P, maxmem: memoryFor(N, R) });
  return ['scrypt', N, R, P, salt.toString('hex'), key.toString('hex')].join('$');
}

/** False for a wrong password and for any stored value that is not a scrypt hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltHex, keyHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const key = await derive(password, Buffer.from(saltHex, 'hex'), { N: Number(n), r: Number(r), p: Number(p), maxmem: memoryFor(Number(n), Number(r)) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
