import { countRows, createTestPlatform, loginAs, signedInject, type TestPlatform } from '../../test/support/testPlatform';
import { AdminCreationError, createPlatformAdmin } from './platformAdmin';

let platform: TestPlatform;
beforeEach(async () => {
  platform = await createTestPlatform({ seedDemo: false });
});
afterEach(async () => {
  await platform.close();
});

describe('createPlatformAdmin', { timeout: 30_000 }, () => {
  it('makes an admin (value 0) who logs in and sees every menu', async () => {
    const created = await createPlatformAdmin(platform.app.db, { username: 'root0001', password: 'N0t-the-demo' }, platform.app.nowUnix());
    expect(created.username).toBe('root0001');
    const row = await platform.app.db.selectFrom('users').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.admin).toBe(0);
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('N0t-the-demo');

    const { session, data } = await loginAs(platform, 'root0001', 'N0t-the-demo');
    expect(data.username).toBe('root0001');
    const info = await signedInject<{ isAdmin: number }>(platform, { method: 'GET', url: '/auth/info', session });
    expect(info.envelope.data?.isAdmin).toBe(0);
  });

  it('refuses bad input and stores nothing', async () => {
    const now = platform.app.nowUnix();
    const attempts: Array<[string, string, RegExp]> = [
      ['root', 'N0t-the-demo', /8 to 50 characters/],
      ['root 0001', 'N0t-the-demo', /8 to 50 characters/],
      ['root\u200b0001', 'N0t-the-demo', /invisible character \(U\+200B\)/],
      ['root0001', '12345', /6 to 64 characters/],
      ['root0001', 'root0001', /differ from the username/],
      ['root0001', 'Admin@123', /published demo password/],
    ];
    for (const [username, password, message] of attempts) {
      await expect(createPlatformAdmin(platform.app.db, { username, password }, now), username).rejects.toThrow(message);
    }
    expect(await countRows(platform, 'users')).toBe(0);
  });

  it('refuses a username that exists, also in another written form', async () => {
    await createPlatformAdmin(platform.app.db, { username: 'root0001', password: 'N0t-the-demo' }, platform.app.nowUnix());
    // full-width letters normalize (NFKC) to the same account
    const again = createPlatformAdmin(platform.app.db, { username: 'ｒｏｏｔ0001', password: 'An0ther-one' }, platform.app.nowUnix());
    await expect(again).rejects.toThrow(AdminCreationError);
    await expect(again).rejects.toThrow(/already exists/);
    expect(await countRows(platform, 'users')).toBe(1);
  });
});
