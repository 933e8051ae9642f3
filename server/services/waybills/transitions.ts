/**
 * The waybill state machine on the server (issue 29 §1, spec §4): each action checks the stored
 * status (src/lib/waybillActions.ts ACTION_FROM) and writes its change, its leg and its history
 * entry in one transaction, the status update conditional on the status read, so that two users
 * acting at once cannot both pass.
 */
import type { Kysely, Transaction } from 'kysely';
import type { FieldIssues } from '../../../src/lib/validation/compile';
import { actionAllowed, WAYBILL_STATUS, type FieldChange, type WaybillAction, type WaybillLeg } from '../../../src/lib/waybillActions';
import type { Database } from '../../db/schema';
import type { MessageKey } from '../../messages';
import { writeEvent, type Actor } from './events';
import { loadLegs } from './legs';
import { voidSignatures } from './signatures';
import { jsonIds, jsonObject, type WaybillRow } from './waybillRow';

export type Outcome = { ok: true } | { refused: 'status'; action: WaybillAction; status: number } | { refused: MessageKey } | { issues: FieldIssues };

const STATUS_CHANGED: Outcome = { refused: 'waybillChanged' };

/** The status check every action starts with. */
export function statusRefusal(action: WaybillAction, waybill: WaybillRow): Outcome | null {
  return actionAllowed(action, waybill.status) ? null : { refused: 'status', action, status: waybill.status };
}

async function deviceNumbers(db: Kysely<Database>, companyId: number, assetIds: readonly number[]): Promise<string[]> {
  if (!assetIds.length) return [];
  const rows = await db.selectFrom('devices').select('number').where('company_id', '=', companyId).where('asset_id', 'in', [...assetIds]).orderBy('number').execute();
  return rows.map((row) => row.number);
}

/** Not shipped → in transit: the departure stamped, the first leg from its assets, whose devices the temperature record reads from now on. */
export async function depart(db: Kysely<Database>, waybill: WaybillRow, actor: Actor, now: number): Promise<Outcome> {
  const refused = statusRefusal('depart', waybill);
  if (refused) return refused;
  if (!jsonIds(waybill.assets).length) return { refused: 'waybillNoAssets' };
  return db.transaction().execute((trx) => departWithin(trx, waybill, actor, now));
}

/**
 * The depart's writes, inside a transaction the caller holds: the depart action's own, or an
 * imported row's (services/import/adapters.ts), whose waybill and departure are stored together.
 */
export async function departWithin(trx: Transaction<Database>, waybill: WaybillRow, actor: Actor, now: number): Promise<Outcome> {
  const refused = statusRefusal('depart', waybill);
  if (refused) return refused;
  const assets = jsonIds(waybill.assets);
  if (!assets.length) return { refused: 'waybillNoAssets' };
  const devices = await deviceNumbers(trx, actor.companyId, assets);
  // a planned delivery time is not a delivery: the report runs to now until it arrives
  const updated = await trx
    .updateTable('waybills')
    .set({ status: WAYBILL_STATUS.inTransit, departure_time: now, delivery_time: null })
    .where('id', '=', waybill.id)
    .where('status', '=', WAYBILL_STATUS.notShipped)
    .executeTakeFirst();
  if (!Number(updated.numUpdatedRows)) return STATUS_CHANGED;
  await trx.insertInto('waybill_legs').values({ waybill_id: waybill.id, company_id: actor.companyId, seq: 1, assets: JSON.stringify(assets), at: null }).execute();
  const changes: FieldChange[] = [
    { field: 'status', old: waybill.status, new: WAYBILL_STATUS.inTransit },
    { field: 'departureTime', old: waybill.departure_time, new: now },
    { field: 'devices', old: null, new: devices },
  ];
  if (waybill.delivery_time !== null) changes.push({ field: 'deliveryTime', old: waybill.delivery_time, new: null });
  await writeEvent(trx, waybill.id, actor, { kind: 'depart', at: now, changes });
  return { ok: true } as const;
}

/** In transit → arrived (deliver) or rejected (reject, with its reason): the delivery stamped, the last leg ends. */
export async function arrive(db: Kysely<Database>, waybill: WaybillRow, actor: Actor, now: number, action: 'deliver' | 'reject', reason = ''): Promise<Outcome> {
  const refused = statusRefusal(action, waybill);
  if (refused) return refused;
  const status = action === 'deliver' ? WAYBILL_STATUS.arrived : WAYBILL_STATUS.rejected;
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('waybills')
      .set({ status, delivery_time: now })
      .where('id', '=', waybill.id)
      .where('status', '=', WAYBILL_STATUS.inTransit)
      .executeTakeFirst();
    if (!Number(updated.numUpdatedRows)) return STATUS_CHANGED;
    const changes: FieldChange[] = [
      { field: 'status', old: waybill.status, new: status },
      { field: 'deliveryTime', old: waybill.delivery_time, new: now },
    ];
    await writeEvent(trx, waybill.id, actor, { kind: action, at: now, reason, changes });
    return { ok: true } as const;
  });
}

/** The legs, with an implicit first one for a waybill that departed before legs were recorded. */
async function legsOrFirst(db: Kysely<Database>, waybill: WaybillRow): Promise<WaybillLeg[]> {
  const legs = await loadLegs(db, waybill.id, waybill);
  if (legs.length) return legs;
  return [{ seq: 1, assets: jsonIds(waybill.assets), fromAsset: null, toAsset: null, place: '', start: Number(waybill.departure_time ?? 0), end: null }];
}

export interface TransshipInput {
  fromAsset: number;
  toAsset: number;
  place: string;
  /** unix seconds; now when absent */
  time?: number;
}

/** While in transit: a new leg, the goods moved from one asset to another at a place and time. */
export async function transship(
  db: Kysely<Database>,
  waybill: WaybillRow,
  actor: Actor,
  now: number,
  input: TransshipInput,
  assetExists: (id: number) => Promise<boolean>,
): Promise<Outcome> {
  const refused = statusRefusal('transship', waybill);
  if (refused) return refused;
  const legs = await legsOrFirst(db, waybill);
  const current = legs[legs.length - 1]!;
  const time = input.time ?? now;
  const issues: FieldIssues = {};
  if (!current.assets.includes(input.fromAsset)) issues.fromAsset = { key: 'validation.waybillNotCarrying' };
  if (current.assets.includes(input.toAsset)) issues.toAsset = { key: 'validation.waybillAlreadyCarrying' };
  else if (!(await assetExists(input.toAsset))) issues.toAsset = { key: 'validation.unknownReference' };
  if (time < current.start || time > now) issues.time = { key: 'validation.waybillTimeOrder' };
  if (Object.keys(issues).length) return { issues };
  const assets = [...current.assets.filter((id) => id !== input.fromAsset), input.toAsset];
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('waybills')
      .set({ assets: JSON.stringify(assets) })
      .where('id', '=', waybill.id)
      .where('status', '=', WAYBILL_STATUS.inTransit)
      .executeTakeFirst();
    if (!Number(updated.numUpdatedRows)) return STATUS_CHANGED;
    if (current.seq === 1 && !(await trx.selectFrom('waybill_legs').select('id').where('waybill_id', '=', waybill.id).executeTakeFirst())) {
      await trx.insertInto('waybill_legs').values({ waybill_id: waybill.id, company_id: actor.companyId, seq: 1, assets: JSON.stringify(current.assets), at: null }).execute();
    }
    await trx
      .insertInto('waybill_legs')
      .values({ waybill_id: waybill.id, company_id: actor.companyId, seq: current.seq + 1, assets: JSON.stringify(assets), from_asset: input.fromAsset, to_asset: input.toAsset, place: input.place, at: time })
      .execute();
    const changes: FieldChange[] = [
      { field: 'assets', old: current.assets, new: assets },
      { field: 'place', old: null, new: input.place },
      { field: 'time', old: null, new: time },
    ];
    await writeEvent(trx, waybill.id, actor, { kind: 'transship', at: now, changes });
    return { ok: true } as const;
  });
}

export interface AdjustInput {
  reason: string;
  departureTime?: number;
  deliveryTime?: number;
  minTemperature?: number;
  maxTemperature?: number;
  consignee?: Record<string, unknown>;
}

const COLUMNS = { departureTime: 'departure_time', deliveryTime: 'delivery_time', minTemperature: 'min_temperature', maxTemperature: 'max_temperature' } as const;

/** A party compared by its content, key order aside. */
const canonicalParty = (party: Record<string, unknown>) => JSON.stringify(Object.fromEntries(Object.entries(party).filter(([, v]) => v !== '' && v !== undefined).sort(([a], [b]) => a.localeCompare(b))));

/** What the adjustment changes, old and new; the orders it must keep. */
function adjustments(waybill: WaybillRow, legs: readonly WaybillLeg[], input: AdjustInput, now: number): { changes: FieldChange[]; issues: FieldIssues } {
  const changes: FieldChange[] = [];
  const issues: FieldIssues = {};
  for (const [field, column] of Object.entries(COLUMNS) as Array<[keyof typeof COLUMNS, (typeof COLUMNS)[keyof typeof COLUMNS]]>) {
    const value = input[field];
    const old = waybill[column] === null ? null : Number(waybill[column]);
    if (value !== undefined && value !== old) changes.push({ field, old, new: value });
  }
  if (input.consignee) {
    const old = jsonObject(waybill.consignee);
    if (canonicalParty(old) !== canonicalParty(input.consignee)) changes.push({ field: 'consignee', old, new: input.consignee });
  }
  const departure = input.departureTime ?? Number(waybill.departure_time);
  const delivery = input.deliveryTime ?? (waybill.delivery_time === null ? null : Number(waybill.delivery_time));
  // the times keep their order: departure, each transshipment, delivery, and none in the future
  const firstTransshipment = legs[1]?.start;
  const lastStart = legs.length > 1 ? legs[legs.length - 1]!.start : departure;
  if (input.departureTime !== undefined && (departure > now || (firstTransshipment !== undefined && departure >= firstTransshipment))) {
    issues.departureTime = { key: 'validation.waybillTimeOrder' };
  }
  if (input.deliveryTime !== undefined) {
    if (waybill.status === WAYBILL_STATUS.inTransit) issues.deliveryTime = { key: 'validation.notApplicable' };
    else if (delivery !== null && (delivery > now || delivery <= lastStart || delivery <= departure)) issues.deliveryTime = { key: 'validation.waybillTimeOrder' };
  }
  const min = input.minTemperature ?? waybill.min_temperature;
  const max = input.maxTemperature ?? waybill.max_temperature;
  if (max <= min) issues[input.maxTemperature !== undefined ? 'maxTemperature' : 'minTemperature'] = { key: 'validation.greaterThan', params: { limit: min } };
  return { changes, issues };
}

/** After departure: times, temperature limits or consignee corrected with a reason; each change recorded old → new; a release decision in force is voided. */
export async function adjust(db: Kysely<Database>, waybill: WaybillRow, actor: Actor, now: number, input: AdjustInput): Promise<Outcome & { voided?: number }> {
  const refused = statusRefusal('adjust', waybill);
  if (refused) return refused;
  const legs = await loadLegs(db, waybill.id, waybill);
  const { changes, issues } = adjustments(waybill, legs, input, now);
  if (Object.keys(issues).length) return { issues };
  if (!changes.length) return { refused: 'waybillNothingAdjusted' };
  const set: Record<string, unknown> = {};
  for (const change of changes) {
    if (change.field === 'consignee') set.consignee = JSON.stringify(change.new);
    else set[COLUMNS[change.field as keyof typeof COLUMNS]] = change.new;
  }
  return db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('waybills').set(set).where('id', '=', waybill.id).where('status', '=', waybill.status).executeTakeFirst();
    if (!Number(updated.numUpdatedRows)) return STATUS_CHANGED;
    const eventId = await writeEvent(trx, waybill.id, actor, { kind: 'adjust', at: now, reason: input.reason, changes });
    const voided = await voidSignatures(trx, waybill.id, eventId, now, { actorId: actor.id, companyId: waybill.company_id });
    // the history says the decision no longer holds, and why
    if (voided) await writeEvent(trx, waybill.id, actor, { kind: 'void', at: now, reason: input.reason, changes: [{ field: 'adjustment', old: null, new: eventId }] });
    return { ok: true, voided } as const;
  });
}
