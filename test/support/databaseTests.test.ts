/** Which server tests run on PostgreSQL too (databaseTests.ts): those that store, and only those. */
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
});
