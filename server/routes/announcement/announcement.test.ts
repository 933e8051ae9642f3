import type { PagePermissions } from '../../../src/lib/contract';
import { ApiStatus } from '../../../src/lib/contract';
import type { AnnouncementView } from '../../services/announcements';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let platform: TestPlatform;
let session: TestSession;
beforeEach(async () => {
  platform = await createTestPlatform({ seedAnnouncements: true, seedRenewalNotice: true });
  ({ session } = await loginAs(platform, 'operator01'));
});
afterEach(() => platform.close());

const list = async () => (await signedInject<AnnouncementView[]>(platform, { method: 'GET', url: '/announcement', session })).envelope.data!;

describe('/announcement', () => {
  it('lists the seeded announcements with their state', async () => {
    const items = await list();
    expect(items).toHaveLength(2);
    const html = items.find((a) => a.contentType === 1)!;
    expect(html).toMatchObject({ mandatoryReading: true, waitingDuration: 5, displayed: false, read: false });
    expect(decodeURIComponent(html.content)).toContain('<h2>');
    expect(html.attachments.length).toBeLessThanOrEqual(5);
    const url = items.find((a) => a.contentType !== 1)!;
    const page = await platform.app.inject({ method: 'GET', url: url.content });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('stores display and read per user, and counts unread announcements', async () => {
    const [first] = await list();
    const put = (form: Record<string, string>) =>
      signedInject(platform, { method: 'PUT', url: `/announcement/state/${first!.id}`, session, form });
    expect((await put({ property: 'display', timestamp: String(Date.now()), value: '1', medium: 'web' })).envelope.status).toBe(ApiStatus.ok);
    expect((await put({ property: 'read', timestamp: String(Date.now()), value: '1', medium: 'web' })).envelope.status).toBe(ApiStatus.ok);
    expect((await list()).find((a) => a.id === first!.id)).toMatchObject({ displayed: true, read: true });

    const permission = await signedInject<PagePermissions>(platform, { method: 'GET', url: '/operation/permission', query: { menuname: 'Dashboard' }, session });
    expect(permission.envelope.data!.unreadAnnouncements).toBe(1);
    const admin = (await loginAs(platform, 'admin0001')).session;
    const adminList = await signedInject<AnnouncementView[]>(platform, { method: 'GET', url: '/announcement', session: admin });
    expect(adminList.envelope.data!.every((a) => !a.read)).toBe(true);
  });

  it('validates the state change', async () => {
    const [first] = await list();
    const bad = await signedInject(platform, {
      method: 'PUT',
      url: `/announcement/state/${first!.id}`,
      session,
      form: { property: 'liked', timestamp: 'soon', value: '1', medium: 'sms' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys((bad.envelope.data as { errors: object }).errors).sort()).toEqual(['medium', 'property', 'timestamp']);
    const missing = await signedInject(platform, { method: 'PUT', url: '/announcement/state/9999', session, form: { property: 'read', value: '1', medium: 'web' } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('/renewalnotice', () => {
  const web = () => signedInject<{ IsShow: boolean; DeviceExpiredNum: number }>(platform, { method: 'GET', url: '/renewalnotice/web', session });
  const expiredInDb = async () => {
    const devices = await platform.app.db.selectFrom('devices').select('expire_date').execute();
    const now = platform.app.nowUnix();
    return devices.filter((d) => d.expire_date < now).length;
  };

  it('shows the notice until the user marks it read', async () => {
    const expired = await expiredInDb();
    expect(expired).toBeGreaterThan(0);
    expect((await web()).envelope.data).toEqual({ IsShow: true, DeviceExpiredNum: expired });
    expect((await signedInject(platform, { method: 'PUT', url: '/renewalnotice/read', session })).envelope.status).toBe(ApiStatus.ok);
    expect((await web()).envelope.data).toEqual({ IsShow: false, DeviceExpiredNum: expired });
  });

  it('counts the expired devices as they are now, not as the notice was written', async () => {
    const before = (await web()).envelope.data!.DeviceExpiredNum;
    const device = await platform.app.db.selectFrom('devices').select('id').where('expire_date', '>=', platform.app.nowUnix()).executeTakeFirstOrThrow();
    await platform.app.db.updateTable('devices').set({ expire_date: platform.app.nowUnix() - 86400 }).where('id', '=', device.id).execute();
    expect((await web()).envelope.data!.DeviceExpiredNum).toBe(before + 1);
  });
});
