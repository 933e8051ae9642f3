/**
 * What an entity's import adds to its schema's columns (issue 29 §3). Waybills (spec §5): the
 * ship-now choice, and the asset named by its type and name in the user's company instead of the
 * list of asset ids; the status and times are set here, never written in the file. Users and
 * devices take their schema's columns; their hooks (the initial password, the trial's device
 * limit) run on each row as on a create.
 */
import type { Message } from '../../../src/lib/validation/translate';
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
}

/** Spec §4: 1 not shipped, 2 in transit. */
const NOT_SHIPPED = 1;
const IN_TRANSIT = 2;

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
    // ship now: in transit from the platform's now (issue 29 §1's depart action stamps the same)
    values.status = extra.shipNow === true ? IN_TRANSIT : NOT_SHIPPED;
    if (extra.shipNow === true) values.departureTime = scope.nowUnix;
    return null;
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
