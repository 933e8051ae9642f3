/**
 * Calibration (issue 30 §4): bad input at the calibration units, plans, records and print header
 * rules, each field named and nothing written.
 */
import { calibrationFixture, DAY, errors } from '../../../test/support/calibrationFixture';
import { countRows } from '../../../test/support/testPlatform';

const cal = calibrationFixture();
const { now, post, unit, plan } = cal;

describe('bad input, each field named and nothing written', () => {
  const refuses = async (url: string, cases: Array<[Record<string, unknown>, string[]]>) => {
    const rows = await countRows(cal.platform, 'records');
    for (const [body, fields] of cases) {
      const { statusCode, envelope } = await post(url, body);
      expect(statusCode, `${url} ${JSON.stringify(body)}`).toBe(422);
      expect(Object.keys(errors(envelope.data)).sort(), `${url} ${JSON.stringify(body)}`).toEqual(fields);
    }
    expect(await countRows(cal.platform, 'records')).toBe(rows);
  };

  it('calibration units', async () => {
    await refuses('/calibrationUnit', [
      [{}, ['accreditationNumber', 'name']],
      [{ name: '   ', accreditationNumber: 'CNAS' }, ['name']],
      [{ name: 'Lab', accreditationNumber: 'x'.repeat(51) }, ['accreditationNumber']],
      [{ name: 'Lab', accreditationNumber: 'CNAS', contactNumber: 'call me' }, ['contactNumber']],
      [{ name: 'Lab', accreditationNumber: 'CNAS', rating: 5 }, ['rating']],
    ]);
  });

  it('calibration plans', async () => {
    const unitId = await unit();
    const ok = { name: 'Plan', deviceIds: [cal.devices.zhejiang.id], unitId, intervalDays: 30, nextDueDate: now() + DAY };
    await refuses('/calibrationPlan', [
      [{}, ['deviceIds', 'intervalDays', 'name', 'nextDueDate', 'unitId']],
      [{ ...ok, deviceIds: [] }, ['deviceIds']],
      [{ ...ok, deviceIds: [999_999_999] }, ['deviceIds']],
      [{ ...ok, intervalDays: 0 }, ['intervalDays']],
      [{ ...ok, intervalDays: 3651 }, ['intervalDays']],
      [{ ...ok, remindDays: 91 }, ['remindDays']],
      [{ ...ok, unitId: 999_999_999 }, ['unitId']],
      [{ ...ok, receiverIds: ['all'] }, ['receiverIds']],
    ]);
    // the server's own fields are not the writer's
    const written = await plan({ ...ok, lastCalibratedAt: 1, remindedFor: 2 });
    expect(written).not.toHaveProperty('lastCalibratedAt');
    expect(written).not.toHaveProperty('remindedFor');
  });

  it('calibration records', async () => {
    const unitId = await unit();
    const created = await plan({ deviceIds: [cal.devices.zhejiang.id], unitId, nextDueDate: now() + 100 * DAY });
    const ok = { deviceId: cal.devices.nanjing.id, startDate: now() - DAY, dueDate: now() + DAY, type: 'periodic' };
    await refuses('/calibration', [
      [{ ...ok, planId: created.id }, ['planId']],
      [{ ...ok, points: [{ channel: 'T1', reference: 2 }] }, ['points.0.measured']],
      [{ ...ok, points: [{ channel: 'T1', reference: 2, measured: 2 }, { channel: '', reference: 2, measured: 2 }] }, ['points.1.channel']],
      [{ ...ok, points: [{ channel: 'T1', reference: 2, measured: 999 }] }, ['points.0.measured']],
      [{ ...ok, points: 'T1=2' }, ['points']],
      [{ ...ok, tolerance: -1 }, ['tolerance']],
      [{ ...ok, certificateNumber: 'x'.repeat(51) }, ['certificateNumber']],
    ]);
    const notInPlan = await post('/calibration', { ...ok, planId: created.id });
    expect(errors(notInPlan.envelope.data)).toEqual({ planId: 'The device is not in this calibration plan' });
  });

  it('print header rules: one default, one per organization, a name and fields within their limits', async () => {
    await refuses('/printHeadRule', [
      [{}, ['companyName']],
      [{ companyName: 'Another default' }, ['organizationId']],
      [{ organizationId: cal.org.JS, companyName: 'Second Jiangsu rule' }, ['organizationId']],
      [{ organizationId: cal.org.ZJ, companyName: 'x'.repeat(101) }, ['companyName']],
      [{ organizationId: cal.org.ZJ, companyName: 'Zhejiang', licenceNumber: 'x'.repeat(51) }, ['licenceNumber']],
      [{ organizationId: cal.org.ZJ, companyName: 'Zhejiang', logo: 'not a file' }, ['logo']],
    ]);
    const second = await post('/printHeadRule', { companyName: 'Theirs', organizationId: cal.org.ZJ }, cal.secondAdmin);
    expect(Object.keys(errors(second.envelope.data))).toEqual(['organizationId']);
    expect(errors((await post('/printHeadRule', { companyName: 'Another default' })).envelope.data)).toEqual({
      organizationId: 'The company already has a default rule (a rule without an organization)',
    });
  });
});
