import sm2Reference from 'sm-crypto/src/sm2/index.js';
import { describe, expect, it } from 'vitest';
import { C1C3C2, decryptPassword, encryptPassword, generateKeyPair, publicKeyOf } from './sm2';

/**
 * Our SM2 (on @noble/curves) against sm-crypto's, an independent implementation the console used
 * before: each reads what the other writes, in both orders, and both derive the same public keys.
 */
const TEXTS = ['Admin@123', 'pässwörd', '密码Ab1!', '𝒜😀', 'x'.repeat(64)];

describe('SM2 against sm-crypto', () => {
  it('derives the public key sm-crypto derives from the same private key', () => {
    for (let i = 0; i < 5; i += 1) {
      const { privateKey, publicKey } = generateKeyPair();
      expect(publicKey).toBe(sm2Reference.getPublicKeyFromPrivateKey(privateKey));
      expect(publicKeyOf(privateKey)).toBe(publicKey);
    }
  });

  it('writes what sm-crypto reads, and reads what sm-crypto writes, in both orders', () => {
    const { privateKey, publicKey } = generateKeyPair();
    for (const text of TEXTS) {
      for (const mode of [C1C3C2, 0] as const) {
        expect(sm2Reference.doDecrypt(encryptPassword(text, publicKey, mode).slice(2), privateKey, mode)).toBe(text);
        expect(decryptPassword('04' + sm2Reference.doEncrypt(text, publicKey, mode), privateKey, mode)).toBe(text);
      }
    }
  });

  it('refuses a ciphertext whose C1 is not on the curve, and one with a changed C2', () => {
    const { privateKey, publicKey } = generateKeyPair();
    const cipher = encryptPassword('Admin@123', publicKey);
    const offCurve = '04' + cipher.slice(2, 65) + (cipher[65] === '0' ? '1' : '0') + cipher.slice(66);
    expect(decryptPassword(offCurve, privateKey)).toBe('');
    const last = cipher.length - 1;
    const changed = cipher.slice(0, last) + (cipher[last] === '0' ? '1' : '0');
    expect(decryptPassword(changed, privateKey)).toBe('');
  });
});
