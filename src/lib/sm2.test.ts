import {
  C1C3C2,
  decryptPassword,
  encryptPassword,
  generateKeyPair,
  MAX_CIPHER_LENGTH,
  MAX_PASSWORD_LENGTH,
  normalizePublicKey,
  prepareEncryption,
} from './sm2';

describe('SM2 password encryption', () => {
  const { publicKey, privateKey } = generateKeyPair();

  it('round-trips through decryptPassword', () => {
    const cipher = encryptPassword('Admin@123', publicKey);
    expect(cipher.startsWith('04')).toBe(true);
    expect(cipher).toMatch(/^[0-9a-f]+$/);
    expect(cipher).not.toContain(Buffer.from('Admin@123').toString('hex'));
    expect(decryptPassword(cipher, privateKey)).toBe('Admin@123');
  });

  it('round-trips non-ASCII text', () => {
    expect(decryptPassword(encryptPassword('密码 ü', publicKey), privateKey)).toBe('密码 ü');
  });

  it('uses the last 128 characters of a longer key (the 04-prefixed form)', () => {
    expect(publicKey).toHaveLength(130);
    expect(normalizePublicKey(publicKey)).toBe(publicKey.slice(2));
    const withJunk = 'ffff' + publicKey;
    expect(decryptPassword(encryptPassword('secret', withJunk), privateKey)).toBe('secret');
    expect(decryptPassword(encryptPassword('secret', publicKey.slice(2)), privateKey)).toBe('secret');
  });

  it('is randomized: two encryptions differ', () => {
    expect(encryptPassword('x', publicKey)).not.toBe(encryptPassword('x', publicKey));
  });

  it('gives an empty string for an empty input', () => {
    expect(encryptPassword('', publicKey)).toBe('');
    expect(decryptPassword('', privateKey)).toBe('');
  });

  it.each(['zz', '04abcdef', '04' + 'g'.repeat(300)])('decrypts garbage %# to an empty string', (bad) => {
    expect(decryptPassword(bad, privateKey)).toBe('');
  });

  it('does not decrypt with another key', () => {
    const other = generateKeyPair();
    expect(decryptPassword(encryptPassword('secret', publicKey), other.privateKey)).not.toBe('secret');
  });

  it('decrypts the longest password of 4-byte characters, and refuses a longer ciphertext unread', () => {
    const longest = '😀'.repeat(MAX_PASSWORD_LENGTH);
    const cipher = encryptPassword(longest, publicKey);
    expect(cipher.length).toBe(MAX_CIPHER_LENGTH);
    expect(decryptPassword(cipher, privateKey)).toBe(longest);
    // a 400 KB "ciphertext" (the flood of the issue) is refused by its length alone
    expect(decryptPassword(cipher + 'ab'.repeat(200_000), privateKey)).toBe('');
    expect(decryptPassword(encryptPassword('x'.repeat(4 * MAX_PASSWORD_LENGTH + 1), publicKey), privateKey)).toBe('');
  });

  it('also writes the C1C2C3 order, which decrypts in that mode only', () => {
    const cipher = encryptPassword('order', publicKey, 0);
    expect(decryptPassword(cipher, privateKey, 0)).toBe('order');
    expect(decryptPassword(cipher, privateKey, C1C3C2)).toBe('');
  });

  it('uses a prepared ephemeral key once: the next encryption draws a new one', () => {
    const c1 = prepareEncryption(publicKey);
    expect(prepareEncryption(publicKey)).toBe(c1); // still the same one, not yet used
    const first = encryptPassword('Admin@123', publicKey);
    expect(first.slice(2, 130)).toBe(c1);
    expect(decryptPassword(first, privateKey)).toBe('Admin@123');
    const second = encryptPassword('Admin@123', publicKey);
    expect(second.slice(2, 130)).not.toBe(c1);
    expect(decryptPassword(second, privateKey)).toBe('Admin@123');
  });

  it('does not use one prepared for another key', () => {
    const other = generateKeyPair();
    const c1 = prepareEncryption(other.publicKey);
    const cipher = encryptPassword('secret', publicKey);
    expect(cipher.slice(2, 130)).not.toBe(c1);
    expect(decryptPassword(cipher, privateKey)).toBe('secret');
    // the other key's is still there for it
    expect(encryptPassword('secret', other.publicKey).slice(2, 130)).toBe(c1);
  });

  it('refuses an invalid public key', () => {
    expect(() => prepareEncryption('04' + '0'.repeat(128))).toThrow('Invalid public key');
  });
});
