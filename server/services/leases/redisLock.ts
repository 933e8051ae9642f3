/**
 * A lock in Redis with an expiry (the single-instance Redis lock): taken with SET NX PX, so that
 * only one token holds a key at a time and a dead holder's key expires by itself; renewed and
 * released through Lua compare-and-set, so that only the token that holds the key extends or
 * deletes it (a holder whose key expired and was taken meanwhile touches nothing).
 */
import type { Redis } from 'ioredis';

/** PEXPIRE only when the key still holds the caller's token. */
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
/** DEL only when the key still holds the caller's token. */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/** Takes the key for `ttlMs` unless another token holds it. */
export async function acquireLock(redis: Redis, key: string, token: string, ttlMs: number): Promise<boolean> {
  return (await redis.set(key, token, 'PX', Math.ceil(ttlMs), 'NX')) === 'OK';
}

/** Extends the key by `ttlMs` from now; false when the token no longer holds it. */
export async function renewLock(redis: Redis, key: string, token: string, ttlMs: number): Promise<boolean> {
  return Number(await redis.eval(RENEW, 1, key, token, String(Math.ceil(ttlMs)))) === 1;
}

/** Deletes the key; false when the token did not hold it (expired, or another's). */
export async function releaseLock(redis: Redis, key: string, token: string): Promise<boolean> {
  return Number(await redis.eval(RELEASE, 1, key, token)) === 1;
}
