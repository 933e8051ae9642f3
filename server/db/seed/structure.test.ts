import { countRows, createTestPlatform, loginAs } from '../../../test/support/testPlatform';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

describe('SEED_DEMO=false', { timeout: 30_000 }, () => {
  it('seeds menus, operations and roles, and no demo accounts or records', async () => {
    const platform = await createTestPlatform({ seedDemo: false });
    try {
      expect(await countRows(platform, 'menus')).toBeGreaterThan(10);
      expect(await countRows(platform, 'operations')).toBeGreaterThan(10);
      expect(await countRows(platform, 'roles')).toBeGreaterThan(0);
      expect(await countRows(platform, 'role_operations')).toBeGreaterThan(0);
      for (const table of ['users', 'devices', 'alarms', 'waybills', 'announcements', 'renewal_notices', 'records'] as const) {
        expect(await countRows(platform, table), table).toBe(0);
      }
      // the company and its headquarters that the first admin belongs to, nothing below
      expect(await countRows(platform, 'companies')).toBe(1);
      expect(await countRows(platform, 'organizations')).toBe(1);
      await expect(loginAs(platform, 'admin0001')).rejects.toThrow(/status/);
    } finally {
      await platform.close();
    }
  });

  it('stays free of demo data when later started with the default SEED_DEMO=true', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'platform-nodemo-'));
    try {
      await (await createTestPlatform({ dataDir, seedDemo: false })).close();
      const again = await createTestPlatform({ dataDir });
      try {
        expect(await countRows(again, 'users')).toBe(0);
        expect(await countRows(again, 'devices')).toBe(0);
        expect(await countRows(again, 'records')).toBe(0);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
