/**
 * The demo company's floor plan (issue 29 §5): the built-in plan image of its first organization
 * with three of its temperature and humidity devices placed. Once per database (its own marker),
 * so a database seeded before migration 035 gets it too.
 */
import type { Kysely } from 'kysely';
import { fileUrl } from '../../services/files';
import { DEMO_FLOOR_PLAN } from '../../services/demoFloorPlan';
import type { Database } from '../schema';

const MARKER = 'seed.floorPlans.version';
/** where the three devices sit: one a room */
const PLACES = [
  { x: 0.23, y: 0.3 },
  { x: 0.7, y: 0.3 },
  { x: 0.5, y: 0.75 },
];

export async function seedFloorPlans(db: Kysely<Database>, nowUnix: number): Promise<boolean> {
  const marker = await db.selectFrom('settings').select('value').where('key', '=', MARKER).executeTakeFirst();
  if (marker) return false;
  const company = await db.selectFrom('companies').select('id').orderBy('id').executeTakeFirst();
  const site = company && (await db.selectFrom('organizations').select('id').where('company_id', '=', company.id).orderBy('id').executeTakeFirst());
  if (!company || !site) return false;
  const devices = await db
    .selectFrom('devices')
    .select('id')
    .where('company_id', '=', company.id)
    .where('type', '=', 'temperature_humidity')
    .orderBy('id')
    .limit(PLACES.length)
    .execute();
  await db.transaction().execute(async (trx) => {
    const plan = await trx
      .insertInto('floor_plans')
      .values({ company_id: company.id, organization_id: site.id, name: '冷库平面图', image: fileUrl(DEMO_FLOOR_PLAN.key), created_at: nowUnix, updated_at: nowUnix })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (devices.length) {
      await trx
        .insertInto('floor_plan_devices')
        .values(devices.map((device, i) => ({ plan_id: plan.id, device_id: device.id, ...PLACES[i]! })))
        .execute();
    }
    await trx.insertInto('settings').values({ key: MARKER, value: '1' }).execute();
  });
  return true;
}
