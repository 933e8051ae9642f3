/**
 * Demo rows of the asset pages and of the clients and containers (issue 29 §4–§5), for the first
 * company: the routes' depots and consignees as waybill clients, containers on vehicles with their
 * history, warehouses, the cold stores' areas (those of their `areas` lists) and an asset group, a document, maintenance records,
 * NFC tags and print presets. Once per database (its own marker), so databases seeded before get
 * them too. Deterministic, relative to the seeding moment.
 */
import type { Kysely } from 'kysely';
import { NOTICE_FILES } from '../../services/files';
import { nextDueOf } from '../../services/resources/maintenanceHooks';
import { depotOf, ROUTES, stopsOf } from '../../services/simulator/routes';
import type { Database } from '../schema';
import { ASSET_KINDS, assetCode } from './assets';

const DAY = 86_400;
const HOUR = 3600;
const MARKER = 'seed.assetPages.version';

type Data = Record<string, unknown>;

/** Each institution once: a depot is a consignor, a stop a consignee (both when it is both). */
export function clientSeeds(): Data[] {
  const clients = new Map<string, Data>();
  const add = (place: ReturnType<typeof depotOf>, role: 'consignor' | 'consignee') => {
    const known = clients.get(place.institution);
    if (known) {
      if (known.role !== role) known.role = 'both';
      return;
    }
    const { institution, address, contactPerson, contactNumber } = place;
    clients.set(institution, { institution, role, address, contactPerson, contactNumber });
  };
  for (const route of ROUTES) {
    add(depotOf(route), 'consignor');
    for (const stop of stopsOf(route)) add(stop, 'consignee');
  }
  return [...clients.values()];
}

export async function seedAssetPages(db: Kysely<Database>, nowUnix: number): Promise<boolean> {
  const marker = await db.selectFrom('settings').select('value').where('key', '=', MARKER).executeTakeFirst();
  if (marker) return false;
  const company = await db.selectFrom('companies').select('id').orderBy('id').executeTakeFirst();
  if (!company) return false;
  const assets = await db.selectFrom('records').select(['id', 'data']).where('resource', '=', 'asset').where('company_id', '=', company.id).execute();
  const organization = await db.selectFrom('organizations').select('id').where('company_id', '=', company.id).orderBy('id').executeTakeFirst();
  const admin = await db.selectFrom('users').select('id').where('company_id', '=', company.id).orderBy('admin').orderBy('id').executeTakeFirst();
  if (!assets.length || !organization) return false;
  const byCode = new Map(assets.map((a) => [(typeof a.data === 'string' ? JSON.parse(a.data) : a.data).code as string, a.id]));
  const asset = (role: number, i: number) => byCode.get(assetCode(role, i));
  const vehicle0 = asset(1, 0);
  const vehicle1 = asset(1, 1);
  const coldStore = asset(2, 0);
  if (!vehicle0 || !vehicle1 || !coldStore) return false;
  const boxes = [0, 1, 2].flatMap((i) => asset(3, i) ?? []);
  const coldStores = Array.from({ length: ASSET_KINDS.find((kind) => kind.role === 2)!.count }, (_, i) => i).flatMap((i) => asset(2, i) ?? []);

  const maintenance: Data[] = [
    { assetId: coldStore, kind: 'defrost', performedAt: nowUnix - 5 * HOUR, intervalHours: 8, operator: '张师傅' },
    { assetId: vehicle0, kind: 'repair', performedAt: nowUnix - 3 * DAY, repairState: 1, operator: '李工', description: '制冷机组皮带更换' },
    { assetId: vehicle1, kind: 'repair', performedAt: nowUnix - DAY, repairState: 2, operator: '李工', description: '等待压缩机配件' },
    { assetId: coldStore, kind: 'maintenance', performedAt: nowUnix - 30 * DAY, intervalHours: 90 * 24, operator: '张师傅' },
  ].map((row) => ({ ...row, nextDueAt: nextDueOf(row) }));
  const records: Record<string, Data[]> = {
    waybillClient: clientSeeds(),
    warehouse: [
      { name: '上海浦东中心仓', code: 'WH001', address: '上海市浦东新区川沙路 1888 号', area: 12000, contactPerson: '陈经理', contactNumber: '13800138001', organizationId: organization.id },
      { name: '南京江宁分拨仓', code: 'WH002', address: '南京市江宁区将军大道 66 号', area: 6500.5, contactPerson: '周主管', contactNumber: '13800138002', organizationId: organization.id },
    ],
    assetGroup: [
      // the areas every seeded cold store has (assets.ts), which the groups page keeps
      ...coldStores.flatMap((coldStoreId) => [
        { name: 'A区', kind: 'area', coldStoreId, description: '2~8℃ 疫苗' },
        { name: 'B区', kind: 'area', coldStoreId, description: '-25~-15℃ 冷冻品' },
      ]),
      { name: '沪宁线车队', kind: 'group', assetIds: [vehicle0, vehicle1] },
    ],
    assetFile: [
      {
        name: '冷库操作规程',
        assetId: coldStore,
        type: 'manual',
        file: { name: 'cold-store-manual.txt', size: Buffer.byteLength(NOTICE_FILES.coldStoreManual.body), type: 'text/plain', url: NOTICE_FILES.coldStoreManual.url },
      },
    ],
    maintenance: maintenance.map((row) => Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined))),
    printPreset: [
      { name: '近2小时', rangeHours: 2, intervalMinutes: 1, includeHumidity: false, alarmsOnly: false },
      { name: '近24小时', rangeHours: 24, intervalMinutes: 10, includeHumidity: true, alarmsOnly: false },
      { name: '一周超限记录', rangeHours: 168, intervalMinutes: 5, includeHumidity: false, alarmsOnly: true },
    ],
  };

  await db.transaction().execute(async (trx) => {
    const rows = Object.entries(records).flatMap(([resource, list]) =>
      list.map((data) => ({ resource, company_id: company.id, data: JSON.stringify(data), created_at: nowUnix, updated_at: nowUnix })),
    );
    await trx.insertInto('records').values(rows).execute();
    const containers = [
      { number: 'CSQU3054383', type: 'reefer', size: '12.19,2.44,2.59', asset_id: vehicle0, since: nowUnix - 2 * DAY, before: vehicle1 },
      { number: 'TGHU8812345', type: 'reefer', size: '6.06,2.44,2.59', asset_id: vehicle1, since: nowUnix - DAY, before: undefined },
      { number: 'MSKU2233445', type: 'dry', size: '6.06,2.44,2.59', asset_id: null, since: undefined, before: undefined },
    ];
    for (const { since, before, ...container } of containers) {
      const { id } = await trx
        .insertInto('containers')
        .values({ ...container, company_id: company.id, created_at: nowUnix - 10 * DAY, updated_at: nowUnix })
        .returning('id')
        .executeTakeFirstOrThrow();
      const history = [
        ...(before ? [{ asset_id: before, changed_at: nowUnix - 10 * DAY }] : []),
        ...(since !== undefined ? [{ asset_id: container.asset_id, changed_at: since }] : []),
      ];
      if (history.length) {
        await trx
          .insertInto('container_history')
          .values(history.map((h) => ({ ...h, company_id: company.id, container_id: id, changed_by: admin?.id ?? null })))
          .execute();
      }
    }
    const tags = ['04A224B2C35E80', '04B7C912D4A381', '04C1D2E3F40582'];
    await trx
      .insertInto('nfc_tags')
      .values(boxes.map((assetId, i) => ({ company_id: company.id, tag_id: tags[i]!, asset_id: assetId, description: `冷藏箱${i + 1}号标签`, created_at: nowUnix, updated_at: nowUnix })))
      .execute();
    await trx.insertInto('settings').values({ key: MARKER, value: '1' }).execute();
  });
  return true;
}
