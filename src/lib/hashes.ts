/**
 * The signature's hash for the browser: only the one the configuration names is loaded (a chunk
 * of its own), so the login page carries neither the other hashes nor their libraries. The
 * server and the tests use `signing.ts`, which holds all three.
 */
import type { Digest, HashName } from './signingRules';
import { toHex } from './signingRules';

const utf8 = (text: string) => new TextEncoder().encode(text);

const LOADERS: Record<HashName, () => Promise<Digest>> = {
  sha256: () => import('@noble/hashes/sha2.js').then(({ sha256 }) => (text: string) => toHex(sha256(utf8(text)))),
  md5: () => import('@noble/hashes/legacy.js').then(({ md5 }) => (text: string) => toHex(md5(utf8(text)))),
  sm3: () => import('sm-crypto/src/sm3/index.js').then(({ default: sm3 }) => (text: string) => sm3(text)),
};

const loaded = new Map<HashName, Promise<Digest>>();

/** The digest function of `name`, loaded once. */
export function loadDigest(name: HashName): Promise<Digest> {
  let digest = loaded.get(name);
  if (!digest) {
    digest = LOADERS[name]();
    // a failed load (network) is tried again by the next caller
    digest.catch(() => loaded.delete(name));
    loaded.set(name, digest);
  }
  return digest;
}
