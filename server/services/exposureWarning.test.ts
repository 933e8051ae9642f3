import { resolveConfig } from '../config';
import { DEMO_ACCOUNTS } from '../db/seed/accounts';
import { createTestPlatform } from '../../test/support/testPlatform';
import { accountsWithDemoPasswords, exposureWarning, isLoopback, usesDemoSalts } from './exposureWarning';
import { hashPassword } from './password';

describe('the demo-deployment warning', { timeout: 30_000 }, () => {
  it('tells loopback from every other interface', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) expect(isLoopback(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.10', '10.0.0.5', 'console.example', '128.0.0.1']) expect(isLoopback(host), host).toBe(false);
  });

  it('warns beyond loopback with demo passwords or demo salts, and only then', () => {
    const both = exposureWarning({ host: '0.0.0.0', demoSalts: true, demoPasswords: ['admin0001', 'operator01'] });
    expect(both).toContain('WARNING');
    expect(both).toContain('admin0001, operator01');
    expect(both).toContain('SIGN_SALT_REQUEST');
    expect(exposureWarning({ host: '192.168.1.10', demoSalts: false, demoPasswords: ['admin0001'] })).toContain('admin0001');
    expect(exposureWarning({ host: '0.0.0.0', demoSalts: true, demoPasswords: [] })).toContain('demo salts');

    expect(exposureWarning({ host: '127.0.0.1', demoSalts: true, demoPasswords: ['admin0001'] })).toBeNull();
    expect(exposureWarning({ host: '0.0.0.0', demoSalts: false, demoPasswords: [] })).toBeNull();
  });

  it('sees demo salts until both are changed', () => {
    expect(usesDemoSalts(resolveConfig().signing)).toBe(true);
    expect(usesDemoSalts(resolveConfig({ signSaltRequest: 'r-secret' }).signing)).toBe(true);
    expect(usesDemoSalts(resolveConfig({ signSaltRequest: 'r-secret', signSaltChart: 'c-secret' }).signing)).toBe(false);
  });

  it('sees the demo device salt until it is changed too', () => {
    const secret = { signSaltRequest: 'r-secret', signSaltChart: 'c-secret' };
    const demoDevice = resolveConfig(secret);
    expect(usesDemoSalts(demoDevice.signing, demoDevice.deviceSigning)).toBe(true);
    const allSecret = resolveConfig({ ...secret, signSaltDevice: 'd-secret' });
    expect(usesDemoSalts(allSecret.signing, allSecret.deviceSigning)).toBe(false);
  });

  it('lists the demo accounts whose password is still the published one', async () => {
    const platform = await createTestPlatform();
    try {
      const before = await accountsWithDemoPasswords(platform.app.db);
      expect(before).toEqual(DEMO_ACCOUNTS.map((account) => account.username));
      expect(before).toContain('admin0001');
      const changed = await hashPassword('S0mething-else');
      await platform.app.db.updateTable('users').set({ password_hash: changed }).where('username', '=', 'admin0001').execute();
      expect(await accountsWithDemoPasswords(platform.app.db)).toEqual(before.filter((name) => name !== 'admin0001'));
    } finally {
      await platform.close();
    }
    const empty = await createTestPlatform({ seedDemo: false });
    try {
      expect(await accountsWithDemoPasswords(empty.app.db)).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
