/** Which server tests run on PostgreSQL too (databaseTests.ts): those that store, and only those. */
import { readFileSync } from 'node:fs';
import { databaseTests } from './databaseTests';

describe('databaseTests', () => {
  const found = databaseTests();

  it('takes the tests that start a platform, a server or a database', () => {
    expect(found).toEqual(expect.arrayContaining(['server/routes/auth/auth.test.ts', 'server/db/migrate.test.ts', 'server/services/readings/partitions.test.ts']));
  });

  it('leaves out the tests of pure functions and of Redis stores', () => {
    expect(found).not.toContain('server/services/readings/downsample.test.ts');
    expect(found).not.toContain('server/services/replayStore.test.ts');
    expect(found.every((file) => file.startsWith('server/') && file.endsWith('.test.ts'))).toBe(true);
  });

  it('leaves out a test that says its subject keeps nothing in the database, and none of those looks into it', () => {
    const neutral = databaseTests('server', { neutral: true });
    expect(neutral).toContain('server/plugins/rateLimit.test.ts');
    for (const file of neutral) {
      expect(found).not.toContain(file);
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/\.(selectFrom|insertInto|updateTable|deleteFrom)\(|countRows|\.db\b/);
    }
  });
});
