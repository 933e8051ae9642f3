import { DEFAULT_SCRYPT_N, hashPassword, scryptCost, verifyPassword } from './password';

describe('password hashes', () => {
  it('cost 16384 unless PASSWORD_SCRYPT_N names a power of two from 1024', () => {
    expect(DEFAULT_SCRYPT_N).toBe(2 ** 14);
    for (const bad of ['', 'abc', '512', '1000', '3000', '-1024', '1024.5']) expect(scryptCost(bad), String(bad)).toBe(DEFAULT_SCRYPT_N);
    expect(scryptCost('1024')).toBe(1024);
    expect(scryptCost('65536')).toBe(65536);
  });

  it('keep the cost they were made with: a hash of another cost still verifies', async () => {
    const saved = process.env.PASSWORD_SCRYPT_N;
    try {
      process.env.PASSWORD_SCRYPT_N = '32768'; // 32 MB: past Node's default memory limit for scrypt
      const strong = await hashPassword('Admin@123');
      process.env.PASSWORD_SCRYPT_N = '1024';
      const weak = await hashPassword('Admin@123');
      expect(strong.split('$')[1]).toBe('32768');
      expect(weak.split('$')[1]).toBe('1024');
      await expect(verifyPassword('Admin@123', strong)).resolves.toBe(true);
      await expect(verifyPassword('Admin@124', strong)).resolves.toBe(false);
      await expect(verifyPassword('Admin@123', weak)).resolves.toBe(true);
    } finally {
      if (saved === undefined) delete process.env.PASSWORD_SCRYPT_N;
      else process.env.PASSWORD_SCRYPT_N = saved;
    }
  });
});
