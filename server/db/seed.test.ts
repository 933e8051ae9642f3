import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OPERATION_EDIT_CODE } from '../permissions';
import { DEMO_ACCOUNTS } from './seed/accounts';
import { createTestPlatform, loginAs } from '../../test/support/testPlatform';

describe('the database', () => {
  it('survives a restart: same SM2 key, same data, seeded once, uploads on disk', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'platform-data-'));
    try {
      const first = await createTestPlatform({ dataDir });
      const key = first.app.keys.publicKey;
      const menus = await first.app.db.selectFrom('menus').select('id').execute();
      await first.close();

      const second = await createTestPlatform({ dataDir });
      expect(second.app.keys.publicKey).toBe(key);
      expect(await second.app.db.selectFrom('menus').select('id').execute()).toHaveLength(menus.length);
      expect(await second.app.db.selectFrom('users').select('id').execute()).toHaveLength(DEMO_ACCOUNTS.length);
      expect((await loginAs(second, 'admin0001')).data.username).toBe('admin0001');
      expect(second.config.databaseFile).toBe(path.join(dataDir, 'platform.sqlite'));
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // two starts on disk, each hashing the demo passwords and making keys: slow on a busy machine
  }, 60_000);

  it('seeds organizations at all five levels, two roles and the operation-edit code for admin only', async () => {
    const platform = await createTestPlatform();
    try {
      const { db } = platform.app;
      const levels = await db.selectFrom('organizations').select('level').distinct().orderBy('level').execute();
      expect(levels.map((l) => l.level)).toEqual([1, 2, 3, 4, 5]);
      const holders = await db
        .selectFrom('role_operations')
        .innerJoin('operations', 'operations.id', 'role_operations.operation_id')
        .innerJoin('roles', 'roles.id', 'role_operations.role_id')
        .select('roles.name')
        .where('operations.code', '=', OPERATION_EDIT_CODE)
        .execute();
      expect(holders.map((h) => h.name)).toEqual(['admin']);
      const company = await db.selectFrom('companies').selectAll().orderBy('id').executeTakeFirstOrThrow();
      expect(company).toMatchObject({ settlement: 'shared' });
      expect(company.sms_balance).toBeGreaterThan(0);
    } finally {
      await platform.close();
    }
  });
});
