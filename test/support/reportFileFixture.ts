/**
 * The world of the report-file tests: a test platform, the demo company's first in-transit waybill
 * whose vehicle carries a device, that device's one-minute readings from the waybill's departure
 * (plain inserts, not through the code under test), and the seeded names the files must show,
 * read from the database.
 */
import { insertReadings, minuteReadings } from './readingsFixture';
import { createTestPlatform, loginAs, type TestPlatform, type TestSession } from './testPlatform';

export interface ReportFileWorld {
  platform: TestPlatform;
  admin: TestSession;
  /** another company's admin */
  stranger: TestSession;
  companyId: number;
  waybill: { id: number; number: string; consignee: string; consignor: string; departure: number };
  device: { id: number; number: string };
}

/** Readings of the fixture: 1 to 9 °C around a 2–8 band, so that there are excursions. */
export const fixtureTemperature = (i: number) => Math.round((5 + 4 * Math.sin(i / 90)) * 10) / 10;

export async function reportFileWorld(): Promise<ReportFileWorld> {
  const platform = await createTestPlatform();
  const { db } = platform.app;
  const admin = (await loginAs(platform, 'admin0001')).session;
  const stranger = (await loginAs(platform, 'admin0002')).session;
  const waybills = await db.selectFrom('waybills').selectAll().where('status', '=', 2).orderBy('id').execute();
  for (const row of waybills) {
    const assets = JSON.parse(row.assets) as number[];
    const device = assets.length
      ? await db.selectFrom('devices').select(['id', 'number']).where('asset_id', 'in', assets).where('company_id', '=', row.company_id).orderBy('id').executeTakeFirst()
      : undefined;
    if (!device || row.departure_time === null) continue;
    const departure = row.departure_time;
    const minutes = Math.floor((platform.app.nowUnix() - departure) / 60);
    await insertReadings(platform, device.id, minuteReadings(Math.ceil(departure / 60) * 60, minutes, (i) => ({ temperature: fixtureTemperature(i), humidity: 50 + (i % 20) })));
    const party = (json: string) => (JSON.parse(json) as { institution: string }).institution;
    return {
      platform,
      admin,
      stranger,
      companyId: row.company_id,
      waybill: { id: row.id, number: row.number, consignee: party(row.consignee), consignor: party(row.consignor), departure },
      device,
    };
  }
  throw new Error('the seed has no in-transit waybill with a device');
}
