/**
 * Calibration plans (issue 30 §4): their due dates and reminders with the clock moved, company
 * scoping and the tool page's permission.
 */
import { ApiStatus } from '../../../src/lib/contract';
import { calibrationFixture, DAY, errors } from '../../../test/support/calibrationFixture';
import { userWithPages } from '../../../test/support/readingsFixture';
import { signedInject } from '../../../test/support/testPlatform';

const cal = calibrationFixture();
const { now, post, due, advance, unit, plan } = cal;

describe('calibration plans: due dates and reminders', () => {
  it('shows a plan as due from its reminder days on, e-mails its receivers once per due date, and a recorded calibration moves the date on', async () => {
    const unitId = await unit();
    const created = await plan({ deviceIds: [cal.devices.zhejiang.id], unitId, nextDueDate: now() + 40 * DAY, receiverIds: [cal.receiverId] });
    expect((await due()).map((p) => p.id)).not.toContain(created.id);
    await cal.platform.app.calibrationReminders.tick();
    const sent = () => cal.platform.app.db.selectFrom('alarm_notifications').select(['text', 'receiver_id', 'channel']).where('text', 'like', `%${created.name as string}%`).execute();
    expect(await sent()).toEqual([]);

    await advance(11 * DAY);
    const listed = (await due()).find((p) => p.id === created.id);
    expect(listed).toMatchObject({ name: created.name, daysLeft: 29, overdue: false, deviceCount: 1 });
    expect(await cal.platform.app.calibrationReminders.tick()).toContain(created.id);
    expect(await sent()).toEqual([{ text: expect.stringContaining('到期') as unknown, receiver_id: cal.receiverId, channel: 'email' }]);
    // once per due date, whoever ticks again
    expect(await cal.platform.app.calibrationReminders.tick()).not.toContain(created.id);
    expect(await sent()).toHaveLength(1);

    await advance(30 * DAY);
    expect((await due()).find((p) => p.id === created.id)).toMatchObject({ overdue: true });

    // the calibration is done: the plan's next due date is its date plus the interval
    const calibratedAt = now() - DAY;
    const record = await post('/calibration', { deviceId: cal.devices.zhejiang.id, planId: created.id, unitId, startDate: calibratedAt, dueDate: calibratedAt + 180 * DAY, type: 'periodic' });
    expect(record.envelope.status).toBe(ApiStatus.ok);
    const moved = (await signedInject<Record<string, unknown>>(cal.platform, { method: 'GET', url: `/calibrationPlan/${created.id}`, session: cal.admin })).envelope.data!;
    expect(moved).toMatchObject({ nextDueDate: calibratedAt + 180 * DAY, lastCalibratedAt: calibratedAt });
    expect((await due()).map((p) => p.id)).not.toContain(created.id);
    // an older record moves nothing back
    await post('/calibration', { deviceId: cal.devices.zhejiang.id, planId: created.id, startDate: calibratedAt - 100 * DAY, dueDate: calibratedAt, type: 'periodic' });
    expect((await signedInject<Record<string, unknown>>(cal.platform, { method: 'GET', url: `/calibrationPlan/${created.id}`, session: cal.admin })).envelope.data).toMatchObject({ nextDueDate: calibratedAt + 180 * DAY });

    // the new due date reminds again when its days come
    await advance(155 * DAY);
    expect(await cal.platform.app.calibrationReminders.tick()).toContain(created.id);
    expect(await sent()).toHaveLength(2);
  });

  it("keeps companies apart: another company's due list has none of ours, its user cannot name our unit", async () => {
    const unitId = await unit();
    const created = await plan({ deviceIds: [cal.devices.zhejiang.id], unitId, nextDueDate: now() + DAY });
    expect((await due()).map((p) => p.id)).toContain(created.id);
    expect((await due(cal.secondAdmin)).map((p) => p.id)).not.toContain(created.id);
    const secondDevice = (await cal.platform.app.db.selectFrom('devices').select('id').where('company_id', '=', cal.secondCompanyId).orderBy('id').executeTakeFirstOrThrow()).id;
    const theirs = await post('/calibrationPlan', { name: 'Theirs', deviceIds: [secondDevice], unitId, intervalDays: 30, nextDueDate: now() + DAY }, cal.secondAdmin);
    expect(theirs.statusCode).toBe(422);
    expect(Object.keys(errors(theirs.envelope.data))).toEqual(['unitId']);
  });

  it('asks for the calibration tool page to list the due plans (-4)', async () => {
    const none = await userWithPages(cal.platform, cal.companyId, ['DeviceList']);
    const refused = await signedInject(cal.platform, { method: 'GET', url: '/calibrationPlan/due', session: none });
    expect(refused.statusCode).toBe(403);
    const tool = await userWithPages(cal.platform, cal.companyId, ['ToolsCalibration']);
    expect((await signedInject(cal.platform, { method: 'GET', url: '/calibrationPlan/due', session: tool })).statusCode).toBe(200);
  });
});
