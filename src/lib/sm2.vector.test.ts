/**
 * SM2 interoperability (issue 26 §2 "References in the tests"): the public-key encryption example
 * on the recommended curve sm2p256v1, GB/T 32918.5-2017 (GM/T 0003.5) annex — private key dB,
 * public key PB = dB·G, random k, message "encryption standard" and the ciphertext C1 ‖ C3 ‖ C2.
 * The same vector is a known-answer test of a second implementation, openHiTLS:
 * testcode/sdv/testcase/crypto/sm2/test_suite_sdv_eal_sm2_crypt.data ("GBT.32918.5-2017, sm2
 * encrypt vector 1" / "decrypt vector 1") and crypto/provider/src/cmvp/cmvp_utils/cmvp_selftest_sm2.c
 * (https://github.com/openHiTLS/openHiTLS, commit 865c3e795be9dae3e9ada0db0b97e05444a7807a).
 */
import { decryptPassword, encryptPassword, encryptWithScalar, generateKeyPair, normalizePublicKey, publicKeyOf } from './sm2';

const D_B = '3945208f7b2144b13f36e38ac6d39f95889393692860b51a42fb81ef4df7c5b8';
const P_B_X = '09f9df311e5421a150dd7d161e4bc5c672179fad1833fc076bb08ff356f35020';
const P_B_Y = 'ccea490ce26775a52dc6ea718cc1aa600aed05fbf35e084a6632f6072da9ad13';
const K = '59276e27d506861a16680f3ad9c02dccef3cc1fa3cdbe4ce6d54b80deac1bc21';
const MESSAGE = 'encryption standard';
// C1 = k·G (x1 happens to start with the byte 04), C3 = SM3(x2 ‖ M ‖ y2), C2 = M ⊕ KDF(x2 ‖ y2)
const C1 =
  '04ebfc718e8d1798620432268e77feb6415e2ede0e073c0f4f640ecd2e149a73' + 'e858f9d81e5430a57b36daab8f950a3c64e6ee6a63094d99283aff767e124df0';
const C3 = '59983c18f809e262923c53aec295d30383b54e39d609d160afcb1908d0bd8766';
const C2 = '21886ca989ca9c7d58087307ca93092d651efa';
/** The wire form of spec §7: '04' (the uncompressed point's prefix), then C1C3C2. */
const PUBLISHED = '04' + C1 + C3 + C2;

describe('SM2 against the GB/T 32918.5 example', () => {
  it('derives the published public key from the published private key', () => {
    expect(publicKeyOf(D_B)).toBe('04' + P_B_X + P_B_Y);
    expect(normalizePublicKey(publicKeyOf(D_B))).toBe(P_B_X + P_B_Y);
  });

  it('decrypts the published ciphertext with the published private key, in the default C1C3C2 order', () => {
    expect(decryptPassword(PUBLISHED, D_B)).toBe(MESSAGE);
    expect(decryptPassword(PUBLISHED.toUpperCase(), D_B.toUpperCase())).toBe(MESSAGE);
  });

  it('reads the same parts in C1C2C3 order only when told, and refuses the other order', () => {
    expect(decryptPassword('04' + C1 + C2 + C3, D_B, 0)).toBe(MESSAGE);
    expect(decryptPassword(PUBLISHED, D_B, 0)).toBe('');
    expect(decryptPassword('04' + C1 + C2 + C3, D_B)).toBe('');
  });

  it('refuses the ciphertext with another private key, or with a flipped bit', () => {
    expect(decryptPassword(PUBLISHED, D_B.slice(0, -1) + '9')).toBe('');
    expect(decryptPassword(PUBLISHED, generateKeyPair().privateKey)).toBe('');
    const flipped = PUBLISHED.slice(0, -1) + (PUBLISHED.endsWith('a') ? 'b' : 'a');
    expect(decryptPassword(flipped, D_B)).toBe('');
  });

  it('writes the published ciphertext byte for byte with the published k, from either form of the public key', () => {
    expect(encryptWithScalar(MESSAGE, '04' + P_B_X + P_B_Y, K)).toBe(PUBLISHED);
    expect(encryptWithScalar(MESSAGE, P_B_X + P_B_Y, K)).toBe(PUBLISHED);
    expect(encryptWithScalar(MESSAGE, P_B_X + P_B_Y, K, 0)).toBe('04' + C1 + C2 + C3);
  });

  it('encrypts for the published public key so that the published private key reads it back', () => {
    const cipher = encryptPassword('Admin@123', '04' + P_B_X + P_B_Y);
    expect(cipher).not.toContain(C1);
    expect(decryptPassword(cipher, D_B)).toBe('Admin@123');
  });
});
