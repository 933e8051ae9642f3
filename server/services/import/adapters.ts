/**
 * What an entity's import adds to its schema's columns (issue 29 §3). Waybills (spec §5): the
 * ship-now choice, and the asset named by its type and name in the user's company instead of the
 * list of asset ids; the status and times are set here, never written in the file. Users and
 * devices take their schema's columns; their hooks (the initial password, the trial's device
 * limit) run on each row as on a create.
 */
import type { Transaction } from 'kysely';
import type { Message } from '../../../src/lib/validation/translate';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../users';
import { actorOf } from '../waybills/events';
import { departWithin } from '../waybills/transitions';
import type { LoadedEntity } from '../resources/registry';
import type { Row, Scope } from '../resources/store';
import type { ImportColumn } from './columns';

export interface PrepareContext {
  entities: ReadonlyMap<string, LoadedEntity>;
  scope: Scope;
}

export interface ImportAdapter {
  /** properties the file does not carry */
  excluded: readonly string[];
  /** columns ahead of the schema's, read into `extra` rather than the record */
  columns: readonly ImportColumn[];
  /** properties no two rows, nor a row and a stored record of the company, may share */
  keys: readonly string[];
  /** a property set by `prepare` → the column its issues belong to */
  fieldColumns?: Readonly<Record<string, string>>;
  /** the extra columns' values into the record; issues by column key */
  prepare?(context: PrepareContext, extra: Row, values: Row): Promise<Record<string, Message> | null>;
  /** more writes once the record is stored, in the row's transaction: a throw stores nothing of the row */
  afterSave?(trx: Transaction<Database>, id: number, extra: Row, context: { actor: AuthUser; scope: Scope }): Promise<void>;
}

/** Spec §4: 1 not shipped. */
const NOT_SHIPPED = 1;

const waybill: ImportAdapter = {
  excluded: ['status', 'departureTime', 'deliveryTime', 'assets'],
  columns: [
    { key: 'shipNow', labelKey: 'resources.waybill.fields.shipNow', fallback: 'Ship now', required: true, kind: { type: 'boolean' } },
    {
      key: 'assetType',
      labelKey: 'resources.waybill.fields.assetType',
      fallback: 'Asset type',
      required: true,
      kind: { type: 'enum', values: [1, 2, 3, 4], labels: 'enums.assetRole' },
    },
    { key: 'assetName', labelKey: 'resources.waybill.fields.assetName', fallback: 'Asset name', required: true, kind: { type: 'text' } },
  ],
  keys: ['number'],
  fieldColumns: { assets: 'assetName', status: 'shipNow', departureTime: 'shipNow' },
  async prepare({ entities, scope }, extra, values) {
    const assets = entities.get('asset');
    if (!assets) return { assetName: { key: 'validation.import.assetNotFound', params: { name: String(extra.assetName) } } };
    // the user's company only (the store's scope): another company's asset is as unknown as a missing one
    const { list } = await assets.store.list({ page: 1, limit: 2, order: 'ASC', filter: { role: Number(extra.assetType), name: String(extra.assetName) } }, scope);
    if (!list.length) return { assetName: { key: 'validation.import.assetNotFound', params: { name: String(extra.assetName) } } };
    if (list.length > 1) return { assetName: { key: 'validation.import.assetAmbiguous', params: { name: String(extra.assetName) } } };
    values.assets = [list[0]!.id];
    // stored not shipped; ship now departs it in the same transaction (afterSave)
    values.status = NOT_SHIPPED;
    return null;
  },
  // ship now: the depart action's own writes (issue 29 §1): in transit from the platform's now, its first leg, its history entry
  async afterSave(trx, id, extra, { actor, scope }) {
    if (extra.shipNow !== true) return;
    const row = await trx.selectFrom('waybills').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const outcome = await departWithin(trx, row, await actorOf(trx, actor), scope.nowUnix);
    // a waybill just stored with its asset departs; anything else is a fault, and the row is not stored
    if (!('ok' in outcome)) throw new Error(`The imported waybill ${row.number} could not depart: ${JSON.stringify(outcome)}`);
  },
};

const IMPORT_ADAPTERS: Readonly<Record<string, ImportAdapter>> = {
  waybill,
  user: { excluded: [], columns: [], keys: ['username'] },
  device: { excluded: [], columns: [], keys: ['number'] },
};

const PLAIN: ImportAdapter = { excluded: [], columns: [], keys: [] };

export function adapterOf(resource: string): ImportAdapter {
  return IMPORT_ADAPTERS[resource] ?? PLAIN;
}
