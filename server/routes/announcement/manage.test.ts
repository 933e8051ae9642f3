/**
 * Publishing (issue 28 §2, /announcement/manage): who publishes to whom, what a recipient gets
 * from GET /announcement (a chosen part, a user group, drafts, the repeat interval), companies
 * kept apart, HTML sanitized before it is stored, and the per-announcement report.
 */
import { JSDOM } from 'jsdom';
import type { AnnouncementStateReport, AnnouncementView } from '../../../src/lib/announcements';
import { ApiStatus, type PagePermissions } from '../../../src/lib/contract';
import { XSS_PAYLOADS } from '../../../test/support/xssPayloads';
import { loginAs, platformWithUsers, signedInject, type TestSession } from '../../../test/support/testPlatform';

const fx = platformWithUsers();
let companyAdmin: TestSession;
let operatorId: number;
let adminId: number;
beforeAll(async () => {
  companyAdmin = (await loginAs(fx.platform, 'admin0002')).session;
  const users = await fx.platform.app.db.selectFrom('users').select(['id', 'username']).execute();
  operatorId = users.find((u) => u.username === 'operator01')!.id;
  adminId = users.find((u) => u.username === 'admin0001')!.id;
});

type Published = Record<string, unknown> & { id: number };
const publish = (json: Record<string, unknown>, session = fx.admin) =>
  signedInject<Published>(fx.platform, { method: 'POST', url: '/announcement/manage', session, json: { contentType: 1, content: '<p>Hello</p>', ...json } });
const received = async (session: TestSession) =>
  (await signedInject<AnnouncementView[]>(fx.platform, { method: 'GET', url: '/announcement', session })).envelope.data!;
const unread = async (session: TestSession) =>
  (await signedInject<PagePermissions>(fx.platform, { method: 'GET', url: '/operation/permission', query: { menuname: 'Dashboard' }, session })).envelope.data!
    .unreadAnnouncements;
const mark = (session: TestSession, id: number, property: 'display' | 'read') =>
  signedInject(fx.platform, { method: 'PUT', url: `/announcement/state/${id}`, session, form: { property, timestamp: String(Date.now()), value: '1', medium: 'web' } });
const storedContent = async (id: number) =>
  decodeURIComponent((await fx.platform.app.db.selectFrom('announcements').select('content').where('id', '=', id).executeTakeFirstOrThrow()).content);

/** What in stored HTML could run script or post away, found by parsing it. */
function hazards(html: string): string[] {
  const body = new JSDOM(`<body>${html}</body>`).window.document.body;
  const found: string[] = [];
  for (const element of body.querySelectorAll('*')) {
    if (element.matches('script, style, iframe, frame, object, embed, form, input, button, textarea, select, svg, math, base, meta, link, template')) found.push(element.localName);
    for (const { name, value } of element.attributes) {
      const plain = value.replace(/[\s\p{Cc}]/gu, '').toLowerCase();
      if (/^on/i.test(name) || name === 'srcdoc') found.push(name);
      if (/^(javascript|vbscript):/.test(plain) || (/^data:/.test(plain) && element.localName !== 'img')) found.push(`${name}=${plain.slice(0, 16)}`);
      if (name === 'style' && /expression\(|javascript:/.test(plain)) found.push('style');
    }
  }
  return found;
}

describe('/announcement/manage', () => {
  it('publishes HTML to a chosen part of the users, sanitized before it is stored: only they receive it', async () => {
    const answer = await publish({ title: 'For the operator', content: '<p>Hi <b>there</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>', recipients: 'part', userIds: [operatorId] });
    expect(answer.envelope.status).toBe(ApiStatus.ok);
    const { id } = answer.envelope.data!;
    expect(answer.envelope.data).toMatchObject({ title: 'For the operator', recipients: 'part', userIds: [operatorId], allCompanies: false, published: true });
    const stored = await storedContent(id);
    expect(stored).toContain('<b>there</b>');
    expect(hazards(stored)).toEqual([]);
    const mine = (await received(fx.operator)).find((a) => a.id === id)!;
    expect(decodeURIComponent(mine.content)).toBe(stored);
    expect((await received(fx.admin)).some((a) => a.id === id)).toBe(false);
  });

  it(`stores none of ${XSS_PAYLOADS.length} payloads with a way to run script`, async () => {
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const answer = await publish({ title: `Payload ${index + 1}`, content: `<p>Payload ${index + 1}</p>${payload}`, published: false });
      expect(answer.envelope.status, payload).toBe(ApiStatus.ok);
      const stored = await storedContent(answer.envelope.data!.id);
      expect(hazards(stored), `${payload} → ${stored}`).toEqual([]);
      expect(stored).toContain(`Payload ${index + 1}`);
    }
    // the check sees what the payloads carry: it is not blind
    expect(XSS_PAYLOADS.filter((payload) => hazards(payload).length > 0).length).toBeGreaterThanOrEqual(XSS_PAYLOADS.length - 10);
  }, 60_000);

  it('keeps drafts from everyone, and sends to the members of a user group', async () => {
    const draft = (await publish({ title: 'Draft', published: false })).envelope.data!;
    expect((await received(fx.operator)).some((a) => a.id === draft.id)).toBe(false);
    const group = await signedInject<{ id: number }>(fx.platform, { method: 'POST', url: '/userGroup', session: fx.admin, json: { name: 'Night shift', userIds: [operatorId] } });
    const groupId = group.envelope.data!.id;
    const sent = (await publish({ title: 'Night shift notice', recipients: 'group', userGroupId: groupId })).envelope.data!;
    expect(sent).toMatchObject({ recipients: 'group', userGroupId: groupId });
    expect(sent).not.toHaveProperty('userIds');
    expect((await received(fx.operator)).some((a) => a.id === sent.id)).toBe(true);
    expect((await received(fx.admin)).some((a) => a.id === sent.id)).toBe(false);
    // the draft published later reaches everyone
    const update = await signedInject(fx.platform, { method: 'PUT', url: `/announcement/manage/${draft.id}`, session: fx.admin, json: { published: true } });
    expect(update.envelope.status).toBe(ApiStatus.ok);
    expect((await received(fx.operator)).some((a) => a.id === draft.id)).toBe(true);
  });

  it('shows a repeating announcement again once its interval has passed since the last read', async () => {
    const { id } = (await publish({ title: 'Every hour', recipients: 'part', userIds: [operatorId], repeatSending: true, repeatInterval: 1 })).envelope.data!;
    const before = await unread(fx.operator);
    await mark(fx.operator, id, 'display');
    await mark(fx.operator, id, 'read');
    expect((await received(fx.operator)).find((a) => a.id === id)).toMatchObject({ read: true });
    expect(await unread(fx.operator)).toBe(before - 1);
    fx.platform.clock.advance(3599);
    expect((await received(fx.operator)).find((a) => a.id === id)).toMatchObject({ read: true });
    fx.platform.clock.advance(1);
    expect((await received(fx.operator)).find((a) => a.id === id)).toMatchObject({ read: false });
    expect(await unread(fx.operator)).toBe(before);
    // reading it again starts the interval anew
    await mark(fx.operator, id, 'read');
    expect((await received(fx.operator)).find((a) => a.id === id)).toMatchObject({ read: true });
  });

  it('reports who of the recipients has had it displayed and read, and when', async () => {
    const { id } = (await publish({ title: 'Report me', recipients: 'part', userIds: [operatorId, adminId] })).envelope.data!;
    await mark(fx.operator, id, 'display');
    const shownAt = fx.platform.app.nowUnix();
    await mark(fx.operator, id, 'read');
    const report = await signedInject<AnnouncementStateReport[]>(fx.platform, { method: 'GET', url: `/announcement/manage/${id}/states`, session: fx.admin });
    expect(report.envelope.data).toEqual([
      expect.objectContaining({ userId: adminId, username: 'admin0001', displayed: false, displayedAt: null, read: false, readAt: null }),
      expect.objectContaining({ userId: operatorId, username: 'operator01', displayed: true, displayedAt: shownAt, read: true, readAt: shownAt }),
    ].sort((a, b) => (a as unknown as { userId: number }).userId - (b as unknown as { userId: number }).userId));
  });
});

describe('/announcement/manage between companies and roles', () => {
  it("lets a company's admin publish to their own company only", async () => {
    const own = await publish({ title: 'Lingnan only' }, companyAdmin);
    expect(own.envelope.status).toBe(ApiStatus.ok);
    expect((await received(companyAdmin)).some((a) => a.id === own.envelope.data!.id)).toBe(true);
    expect((await received(fx.operator)).some((a) => a.id === own.envelope.data!.id)).toBe(false);
    // every company: a platform administrator's only
    const everyone = await publish({ title: 'Everyone', allCompanies: true }, companyAdmin);
    expect(everyone.statusCode).toBe(403);
    // a user of another company is no recipient of theirs
    const across = await publish({ title: 'Across', recipients: 'part', userIds: [operatorId] }, companyAdmin);
    expect(across.statusCode).toBe(422);
    expect(across.envelope.data).toEqual({ errors: { userIds: 'Incorrect format' } });
  });

  it("keeps another company's and the platform's announcements out of a company admin's reach", async () => {
    const platformWide = (await publish({ title: 'Platform wide', allCompanies: true })).envelope.data!;
    expect(platformWide.allCompanies).toBe(true);
    expect((await received(companyAdmin)).some((a) => a.id === platformWide.id)).toBe(true);
    const firstCompany = (await publish({ title: 'First company' })).envelope.data!;
    const list = await signedInject<{ list: Published[] }>(fx.platform, { method: 'GET', url: '/announcement/manage', query: { limit: 100 }, session: companyAdmin });
    expect(list.envelope.data!.list.map((a) => a.title)).not.toContain('First company');
    expect(list.envelope.data!.list.map((a) => a.title)).not.toContain('Platform wide');
    for (const id of [platformWide.id, firstCompany.id]) {
      expect((await signedInject(fx.platform, { method: 'GET', url: `/announcement/manage/${id}`, session: companyAdmin })).statusCode).toBe(404);
      expect((await signedInject(fx.platform, { method: 'GET', url: `/announcement/manage/${id}/states`, session: companyAdmin })).statusCode).toBe(404);
      expect((await signedInject(fx.platform, { method: 'PUT', url: `/announcement/manage/${id}`, session: companyAdmin, json: { title: 'Mine now' } })).statusCode).toBe(404);
      expect((await signedInject(fx.platform, { method: 'DELETE', url: `/announcement/manage/${id}`, session: companyAdmin })).statusCode).toBe(404);
    }
    const titles = await fx.platform.app.db.selectFrom('announcements').select('title').where('id', 'in', [platformWide.id, firstCompany.id]).execute();
    expect(titles.map((t) => t.title).sort()).toEqual(['First company', 'Platform wide']);
  });

  it('refuses a user without the page or its codes before looking at the input, and writes nothing', async () => {
    const count = await fx.count('announcements');
    for (const json of [{ title: 'Nope' }, { title: '', contentType: 9 }]) {
      const refused = await publish(json, fx.operator);
      expect(refused.statusCode).toBe(403);
      expect(refused.envelope).toMatchObject({ status: ApiStatus.forbidden, message: 'Permission verification failed' });
    }
    expect((await signedInject(fx.platform, { method: 'GET', url: '/announcement/manage', session: fx.operator })).statusCode).toBe(403);
    const some = (await publish({ title: 'Keep me' })).envelope.data!;
    expect((await signedInject(fx.platform, { method: 'PUT', url: `/announcement/manage/${some.id}`, session: fx.operator, json: { title: 'x' } })).statusCode).toBe(403);
    expect((await signedInject(fx.platform, { method: 'DELETE', url: `/announcement/manage/${some.id}`, session: fx.operator })).statusCode).toBe(403);
    // a company admin whose role lost the add code
    const db = fx.platform.app.db;
    const role = await db.selectFrom('users').select('role_id').where('username', '=', 'admin0002').executeTakeFirstOrThrow();
    const add = await db.selectFrom('operations').select('id').where('code', '=', 'announcement_add').executeTakeFirstOrThrow();
    await db.deleteFrom('role_operations').where('role_id', '=', role.role_id).where('operation_id', '=', add.id).execute();
    expect((await publish({ title: 'No code' }, companyAdmin)).statusCode).toBe(403);
    await db.insertInto('role_operations').values({ role_id: role.role_id, operation_id: add.id }).execute();
    expect(await fx.count('announcements')).toBe(count + 1);
    // and nobody signed out
    expect((await signedInject(fx.platform, { method: 'GET', url: '/announcement/manage' })).statusCode).toBe(401);
  });

  it('deletes an announcement with its states', async () => {
    const { id } = (await publish({ title: 'Short lived', recipients: 'part', userIds: [operatorId] })).envelope.data!;
    await mark(fx.operator, id, 'read');
    expect((await signedInject(fx.platform, { method: 'DELETE', url: `/announcement/manage/${id}`, session: fx.admin })).envelope.status).toBe(ApiStatus.ok);
    expect((await received(fx.operator)).some((a) => a.id === id)).toBe(false);
    expect(await fx.platform.app.db.selectFrom('announcement_states').select('user_id').where('announcement_id', '=', id).execute()).toEqual([]);
  });
});
