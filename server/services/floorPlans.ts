/**
 * Floor plans of a company (routes/floorplan): the plans, one plan with its placed devices and
 * their latest state (the monitor's query, services/readings/store/read.ts), and placing. Every
 * read and write names the company: another company's plan or device is as absent as none.
 */
import type { Kysely } from 'kysely';
import { FLOOR_PLAN_MAX_DEVICES, roundFraction, type FloorPlan, type FloorPlanDetail, type PlanDevice } from '../../src/lib/floorPlans';
import type { Database } from '../db/schema';
import type { ResourceRegistry } from './resources/registry';
import { assetsByIds } from './readings/assets';
import { toMonitorRow } from './readings/monitor';
import { deviceConditions, monitorRows } from './readings/store/read';

type Db = Kysely<Database>;

export async function listFloorPlans(db: Db, companyId: number): Promise<FloorPlan[]> {
  const rows = await db
    .selectFrom('floor_plans as p')
    .leftJoin('floor_plan_devices as fd', 'fd.plan_id', 'p.id')
    .select(['p.id', 'p.name', 'p.organization_id', 'p.image', 'p.updated_at', (eb) => eb.fn.count<number | string>('fd.device_id').as('devices')])
    .where('p.company_id', '=', companyId)
    .groupBy(['p.id', 'p.name', 'p.organization_id', 'p.image', 'p.updated_at'])
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    organizationId: row.organization_id,
    image: row.image,
    devices: Number(row.devices),
    updatedAt: Number(row.updated_at),
  }));
}

export async function findFloorPlan(db: Db, companyId: number, id: number) {
  return db.selectFrom('floor_plans').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
}

/** The plan and each placed device's latest state, as the monitor shows it. */
export async function floorPlanDetail(db: Db, registry: Pick<ResourceRegistry, 'entities'>, companyId: number, id: number, nowUnix: number): Promise<FloorPlanDetail | null> {
  const plan = await findFloorPlan(db, companyId, id);
  if (!plan) return null;
  const places = await db.selectFrom('floor_plan_devices').select(['device_id', 'x', 'y']).where('plan_id', '=', plan.id).execute();
  const { rows } = await monitorRows(db, { companyId, deviceIds: places.map((p) => p.device_id), page: 1, limit: FLOOR_PLAN_MAX_DEVICES }, nowUnix);
  const scope = { companyId, nowUnix };
  const assets = await assetsByIds(registry, rows.flatMap((row) => (row.asset_id === null ? [] : [row.asset_id])), scope);
  const byId = new Map(rows.map((row) => [row.id, toMonitorRow(row, assets)]));
  const alarms = await openAlarmsOf(db, companyId, rows.map((row) => row.id));
  return {
    id: plan.id,
    name: plan.name,
    organizationId: plan.organization_id,
    image: plan.image,
    updatedAt: Number(plan.updated_at),
    placed: places.flatMap((place) => {
      const device = byId.get(place.device_id);
      const alarm = alarms.get(place.device_id);
      return device ? [{ x: Number(place.x), y: Number(place.y), device, openAlarms: alarm?.count ?? 0, alarmLevel: alarm?.level ?? null }] : [];
    }),
  };
}

/** Each device's open alarms: how many, and the highest level reached. */
async function openAlarmsOf(db: Db, companyId: number, deviceIds: readonly number[]): Promise<Map<number, { count: number; level: number }>> {
  if (!deviceIds.length) return new Map();
  const rows = await db
    .selectFrom('alarms')
    .select(['device_id', (eb) => eb.fn.countAll<number | string>().as('n'), (eb) => eb.fn.max('level').as('level')])
    .where('company_id', '=', companyId)
    .where('status', '=', 'open')
    .where('device_id', 'in', deviceIds)
    .groupBy('device_id')
    .execute();
  return new Map(rows.map((row) => [row.device_id, { count: Number(row.n), level: Number(row.level) }]));
}

export type PlaceResult = 'placed' | 'deviceNotFound' | 'full';

/** Places the company's device on the plan, or moves it there; a plan holds FLOOR_PLAN_MAX_DEVICES at most. */
export async function placeDevice(db: Db, companyId: number, planId: number, deviceId: number, at: { x: number; y: number }, nowUnix: number): Promise<PlaceResult> {
  return db.transaction().execute(async (trx) => {
    const device = await trx.selectFrom('devices').select('id').where('id', '=', deviceId).where('company_id', '=', companyId).executeTakeFirst();
    if (!device) return 'deviceNotFound';
    const x = roundFraction(at.x);
    const y = roundFraction(at.y);
    const moved = await trx.updateTable('floor_plan_devices').set({ x, y }).where('plan_id', '=', planId).where('device_id', '=', deviceId).executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) {
      const count = await trx.selectFrom('floor_plan_devices').select((eb) => eb.fn.countAll<number | string>().as('n')).where('plan_id', '=', planId).executeTakeFirstOrThrow();
      if (Number(count.n) >= FLOOR_PLAN_MAX_DEVICES) return 'full';
      await trx.insertInto('floor_plan_devices').values({ plan_id: planId, device_id: deviceId, x, y }).execute();
    }
    await trx.updateTable('floor_plans').set({ updated_at: nowUnix }).where('id', '=', planId).execute();
    return 'placed';
  });
}

/** The company's devices whose name or number holds `q`, by number: the page's device list. */
export async function companyDevices(db: Db, companyId: number, q: string): Promise<PlanDevice[]> {
  let query = db.selectFrom('devices as d').select(['d.id', 'd.number', 'd.name']);
  for (const condition of deviceConditions({ companyId, q })) query = query.where(condition);
  return query.orderBy('d.number').limit(FLOOR_PLAN_MAX_DEVICES).execute();
}
