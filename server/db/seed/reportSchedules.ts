/**
 * The demo scheduled reports (issue 14 §3 "Reports", schemas/reportSchedule.schema.json), once per
 * database (its own marker, so that databases seeded before them get them on their next start):
 * for the first company, a daily PDF of three cold-chain devices and a weekly XLSX of its cold
 * stores, each telling the first two alarm receivers. Made at seeding, they first run the morning
 * after (services/reports/scheduler.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

const MARKER = 'seed.reportSchedules.version';

async function recordIds(
  db: Kysely<Database>,
  resource: string,
  companyId: number,
  keep: (data: Record<string, unknown>) => boolean,
  count: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('records')
    .select(['id', 'data'])
    .where('resource', '=', resource)
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
  return rows
    .filter((row) => keep(JSON.parse(row.data) as Record<string, unknown>))
    .slice(0, count)
    .map((row) => row.id);
}

export async function seedReportSchedules(db: Kysely<Database>, nowUnix: number): Promise<boolean> {
  const marker = await db.selectFrom('settings').select('value').where('key', '=', MARKER).executeTakeFirst();
  if (marker) return false;
  const company = await db.selectFrom('companies').select('id').orderBy('id').executeTakeFirst();
  if (!company) return false;
  const organization = await db.selectFrom('organizations').select('id').where('company_id', '=', company.id).orderBy('level').orderBy('id').executeTakeFirst();
  const devices = await db
    .selectFrom('devices')
    .select('id')
    .where('company_id', '=', company.id)
    .where('type', '=', 'temperature_humidity')
    .orderBy('id')
    .limit(3)
    .execute();
  const stores = await recordIds(db, 'asset', company.id, (data) => data.role === 2, 2);
  const receivers = await recordIds(db, 'alarmReceiver', company.id, () => true, 2);
  if (!organization || !devices.length) return false;
  const schedules = [
    {
      name: '冷链设备日报',
      organizationId: organization.id,
      frequency: 'daily',
      target: 'device',
      deviceIds: devices.map((d) => d.id),
      format: 'pdf',
      keepDays: 7,
      receiverIds: receivers,
      enabled: true,
    },
    ...(stores.length
      ? [
          {
            name: '冷库周报',
            organizationId: organization.id,
            frequency: 'weekly',
            target: 'asset',
            assetIds: stores,
            format: 'xlsx',
            keepDays: 30,
            receiverIds: receivers,
            enabled: true,
          },
        ]
      : []),
  ];
  await db.transaction().execute(async (trx) => {
    for (const data of schedules) {
      await trx
        .insertInto('records')
        .values({ resource: 'reportSchedule', company_id: company.id, data: JSON.stringify(data), created_at: nowUnix, updated_at: nowUnix })
        .execute();
    }
    await trx.insertInto('settings').values({ key: MARKER, value: '1' }).execute();
  });
  return true;
}
