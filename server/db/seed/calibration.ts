/**
 * The demo company's calibration data (issue 30 §4): two calibration units, two plans (one due
 * within its reminder days, so the calibration tool shows it), a calibration record of each plan
 * with its measured points (so that certificates have something to say), and the print header
 * rules: the company default and one of the Jiangsu branch, which heads the papers of its devices.
 * Once per database (its own marker), after the devices, organizations and alarm receivers.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { COMPANY } from './organizations';

const MARKER = 'seed.calibration.version';
const DAY = 86_400;

type Data = Record<string, unknown>;

export async function seedCalibration(db: Kysely<Database>, nowUnix: number): Promise<boolean> {
  const marker = await db.selectFrom('settings').select('value').where('key', '=', MARKER).executeTakeFirst();
  if (marker) return false;
  const company = await db.selectFrom('companies').select('id').orderBy('id').executeTakeFirst();
  if (!company) return false;
  const devices = (await db.selectFrom('devices').select('id').where('company_id', '=', company.id).orderBy('id').limit(6).execute()).map((d) => d.id);
  const branch = await db.selectFrom('organizations').select('id').where('company_id', '=', company.id).where('code', '=', 'JS').executeTakeFirst();
  const receivers = await db.selectFrom('records').select('id').where('resource', '=', 'alarmReceiver').where('company_id', '=', company.id).orderBy('id').limit(1).execute();
  if (devices.length < 6) return false;

  await db.transaction().execute(async (trx) => {
    const insert = async (resource: string, data: Data) =>
      (await trx.insertInto('records').values({ resource, company_id: company.id, data: JSON.stringify(data), created_at: nowUnix, updated_at: nowUnix }).returning('id').executeTakeFirstOrThrow()).id;
    const jiangsu = await insert('calibrationUnit', { name: '江苏省计量科学研究院', accreditationNumber: 'CNAS L0389', contactPerson: '周工', contactNumber: '02584510000', address: '南京市玄武区光华路 1 号' });
    const shanghai = await insert('calibrationUnit', { name: '上海市计量测试技术研究院', accreditationNumber: 'CNAS L0001', contactPerson: '李工', contactNumber: '02150798000', address: '上海市浦东新区张衡路 1500 号' });
    const yearStart = nowUnix - 345 * DAY;
    const quarterStart = nowUnix - 30 * DAY;
    const coldStore = await insert('calibrationPlan', {
      name: '冷库探头年度校准',
      deviceIds: devices.slice(0, 3),
      unitId: jiangsu,
      intervalDays: 365,
      nextDueDate: yearStart + 365 * DAY,
      remindDays: 30,
      receiverIds: receivers.map((r) => r.id),
      lastCalibratedAt: yearStart,
    });
    const vehicles = await insert('calibrationPlan', { name: '冷藏车季度校准', deviceIds: devices.slice(3, 6), unitId: shanghai, intervalDays: 90, nextDueDate: quarterStart + 90 * DAY, remindDays: 14, lastCalibratedAt: quarterStart });
    const record = (certificateNumber: string, deviceId: number, planId: number, unitId: number, startDate: number, days: number, points: Data[]) => ({
      certificateNumber, deviceId, planId, unitId, startDate, dueDate: startDate + days * DAY, type: 'periodic', temperatureZone: '2~8℃', load: 'full', tolerance: 0.5, points,
    });
    await insert('calibration', record('JS-2025-0118', devices[0]!, coldStore, jiangsu, yearStart, 365, [
      { channel: 'T1', reference: 2, measured: 2.2 },
      { channel: 'T1', reference: 5, measured: 4.9 },
      { channel: 'T1', reference: 8, measured: 8.3 },
    ]));
    await insert('calibration', record('SH-2026-0093', devices[3]!, vehicles, shanghai, quarterStart, 90, [
      { channel: 'T1', reference: -20, measured: -19.6 },
      { channel: 'T2', reference: 4, measured: 4.7 },
    ]));
    await insert('printHeadRule', { companyName: COMPANY.name, address: COMPANY.address, licenceNumber: '沪药监经营许可 SH20260001' });
    if (branch) await insert('printHeadRule', { organizationId: branch.id, companyName: `${COMPANY.name}江苏分公司`, address: '南京市江宁区秣陵街道 18 号', licenceNumber: '苏药监经营许可 JS20260088' });
    await trx.insertInto('settings').values({ key: MARKER, value: '1' }).execute();
  });
  return true;
}
