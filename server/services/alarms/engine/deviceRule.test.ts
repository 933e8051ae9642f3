/**
 * Which rule watches a device (issue 13 §1), seen in the alarms it opens: rules written through
 * the real resources API (POST/DELETE /api/alarmRule), readings through the devices' endpoint.
 * device > asset > nearest organization > lowest id > the implicit rule of the device's own thresholds.
 */
import { addFleetDevice, type Fleet } from '../../../../test/support/fleetFixture';
import { injectBatch } from '../../../../test/support/ingestBatch';
import { forgetAlarmConfig } from '../config';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../../test/support/testPlatform';

let platform: TestPlatform;
let admin: TestSession;
const orgs = new Map<string, number>();
let companyId: number;

beforeAll(async () => {
  platform = await createTestPlatform({ alarmSweepSeconds: 3600 });
  admin = (await loginAs(platform, 'admin0001')).session;
  const rows = await platform.app.db.selectFrom('organizations').select(['id', 'code', 'company_id']).execute();
  for (const row of rows) orgs.set(row.code, row.id);
  companyId = rows.find((row) => row.code === 'HQ')!.company_id;
});
afterAll(() => platform.close());

const now = () => platform.app.nowUnix();

async function createRule(name: string, binding: Record<string, unknown>, limits: Record<string, unknown> = {}): Promise<number> {
  const { envelope } = await signedInject<{ id: number }>(platform, {
    method: 'POST',
    url: '/alarmRule',
    session: admin,
    json: { name, minTemperature: 2, maxTemperature: 8, consecutiveCount: 1, ...limits, ...binding },
  });
  expect(envelope.status, JSON.stringify(envelope)).toBe('1');
  return envelope.data!.id;
}

async function deleteRule(id: number): Promise<void> {
  const { envelope } = await signedInject(platform, { method: 'DELETE', url: `/alarmRule/${id}`, session: admin });
  expect(envelope.status).toBe('1');
}

/** Posts one reading of 20 °C a minute after the last; returns the rule of the alarm open after it. */
let clockMinute = 0;
async function ruleAfterBreach(number: string, deviceId: number): Promise<number | null | undefined> {
  clockMinute += 1;
  const { envelope } = await injectBatch(platform, [{ number, ts: now() - 3600 + clockMinute * 60, temperature: 20 }]);
  expect(envelope.data?.rejected).toEqual([]);
  const open = await platform.app.db
    .selectFrom('alarms')
    .select('rule_id')
    .where('device_id', '=', deviceId)
    .where('status', '=', 'open')
    .where('type', '=', 'temperature_high')
    .execute();
  expect(open.length).toBeLessThanOrEqual(1);
  return open[0]?.rule_id;
}

describe('the rule that applies to a device', () => {
  it('is the device rule, then the asset rule, then the nearest organization (lowest id on a tie), then an ancestor, then the implicit rule', async () => {
    // a cold box: no seeded rule names the boxes (seed/alarmConfig.ts)
    const assets = await platform.app.db
      .selectFrom('records')
      .select(['id', 'data'])
      .where('resource', '=', 'asset')
      .where('company_id', '=', companyId)
      .execute();
    const asset = assets.find((row) => (JSON.parse(row.data) as { role: number }).role === 3)!;
    const fleet: Fleet = { companyId, organizationId: orgs.get('JS-NJ-JN-01')! };
    const number = '93000001';
    const deviceId = await addFleetDevice(platform, fleet, { number, name: 'precedence', acquisition_period: 60, asset_id: asset.id });

    // written so that the more specific rules have the higher ids
    const ancestor = await createRule('on-hq', { organizationIds: [orgs.get('HQ')!] });
    const nearest = await createRule('on-js-nj-jn', { organizationIds: [orgs.get('JS-NJ-JN')!, orgs.get('ZJ')!] });
    const tie = await createRule('on-js-nj-jn-too', { organizationIds: [orgs.get('JS-NJ-JN')!] });
    const viaAsset = await createRule('on-asset', { assetIds: [asset.id] });
    const direct = await createRule('on-device', { deviceIds: [deviceId] });

    expect(await ruleAfterBreach(number, deviceId)).toBe(direct);
    // each deletion ends the alarm of the deleted rule; the next breach opens one under the next rule
    await deleteRule(direct);
    expect(await ruleAfterBreach(number, deviceId)).toBe(viaAsset);
    await deleteRule(viaAsset);
    expect(await ruleAfterBreach(number, deviceId)).toBe(nearest);
    await deleteRule(nearest);
    expect(await ruleAfterBreach(number, deviceId)).toBe(tie);
    await deleteRule(tie);
    expect(await ruleAfterBreach(number, deviceId)).toBe(ancestor);
    await deleteRule(ancestor);
    // the implicit rule counts two breaches (ALARM_DEFAULT_CONSECUTIVE)
    expect(await ruleAfterBreach(number, deviceId)).toBeUndefined();
    expect(await ruleAfterBreach(number, deviceId)).toBeNull();
  });

  it("applies the rule's limits and consecutive count, never another company's rule, and none to a device with alarms disabled", async () => {
    const fleet: Fleet = { companyId, organizationId: orgs.get('ZJ')! };
    const watched = await addFleetDevice(platform, fleet, { number: '93000002', name: 'ruled', acquisition_period: 60 });
    const disabled = await addFleetDevice(platform, fleet, { number: '93000003', name: 'disabled', acquisition_period: 60, alarm_enabled: 0 });
    const rule = await createRule('wide', { deviceIds: [watched, disabled] }, { minTemperature: -30, maxTemperature: 30, consecutiveCount: 3 });
    // a record of the second company naming this device (its API refuses that, the engine must not rely on it)
    const second = await platform.app.db.selectFrom('companies').select('id').where('id', '!=', companyId).executeTakeFirstOrThrow();
    const data = { name: 'foreign', minTemperature: 2, maxTemperature: 8, consecutiveCount: 1, deviceIds: [watched] };
    await platform.app.db
      .insertInto('records')
      .values({ resource: 'alarmRule', company_id: second.id, data: JSON.stringify(data), created_at: now(), updated_at: now() })
      .execute();
    forgetAlarmConfig(second.id);

    const t0 = now() - 600;
    const send = (number: string, temperature: number, i: number) => injectBatch(platform, [{ number, ts: t0 + i * 60, temperature }]);
    for (const [i, temperature] of [20, 31, 32].entries()) await send('93000002', temperature, i);
    expect(await platform.app.db.selectFrom('alarms').select('id').where('device_id', '=', watched).execute()).toEqual([]);
    await send('93000002', 33, 3);
    expect(await platform.app.db.selectFrom('alarms').select(['rule_id', 'first_exceeded_at']).where('device_id', '=', watched).execute()).toEqual([
      { rule_id: rule, first_exceeded_at: t0 + 60 },
    ]);
    for (let i = 0; i < 4; i += 1) await send('93000003', 40, i);
    expect(await platform.app.db.selectFrom('alarms').select('id').where('device_id', '=', disabled).execute()).toEqual([]);
  });
});
