import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiStatus } from '../../../src/lib/contract';
import { createTestPlatform, loginAs, signedInject } from '../../../test/support/testPlatform';

describe('GET /sysconfig', () => {
  it('reports the storage settings, naming the database relative to the data folder', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sysconfig-'));
    const platform = await createTestPlatform({ consoleEnv: 'sandbox', dataDir });
    try {
      const { session } = await loginAs(platform, 'admin0001');
      const { envelope } = await signedInject(platform, { method: 'GET', url: '/sysconfig', session });
      expect(envelope).toMatchObject({
        status: ApiStatus.ok,
        data: {
          db: { isProduction: false, address: 'platform.sqlite', dbName: 'platform.sqlite' },
          redis: { isProduction: false, address: 'none' },
        },
      });
      // no filesystem path reaches anyone
      expect(JSON.stringify(envelope)).not.toContain(dataDir);
      expect(JSON.stringify(envelope)).not.toContain(path.sep === '/' ? '/platform' : '\\platform');
    } finally {
      await platform.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('needs the system-config page, like a write: the operator gets -4 and nothing else', async () => {
    const platform = await createTestPlatform({ consoleEnv: 'sandbox' });
    try {
      const { session } = await loginAs(platform, 'operator01');
      const { statusCode, envelope } = await signedInject(platform, { method: 'GET', url: '/sysconfig', session });
      expect(statusCode).toBe(403);
      expect(envelope.status).toBe(ApiStatus.forbidden);
      expect(envelope.data).toBeUndefined();
    } finally {
      await platform.close();
    }
  });
});
