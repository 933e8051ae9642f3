import { ApiStatus } from '../../../src/lib/contract';
import { createTestPlatform, loginAs, signedInject } from '../../testing';

describe('GET /sysconfig', () => {
  it('reports the real storage settings', async () => {
    const platform = await createTestPlatform({ consoleEnv: 'sandbox' });
    try {
      const { session } = await loginAs(platform, 'operator01');
      const { envelope } = await signedInject(platform, { method: 'GET', url: '/sysconfig', session });
      expect(envelope).toMatchObject({
        status: ApiStatus.ok,
        data: {
          db: { isProduction: false, address: ':memory:', dbName: ':memory:' },
          redis: { isProduction: false, address: 'none' },
        },
      });
    } finally {
      await platform.close();
    }
  });
});
