/**
 * The demo assets of all four roles (spec §2: vehicle 1, cold store 2, box 3, cabinet 4), kept as
 * `asset` records. Deterministic: asset `i` of a role always has the same code and type, which
 * is how the seeded devices find the asset they are fitted to (devicePlan.ts).
 */

type Data = Record<string, unknown>;

export interface AssetKind {
  role: 1 | 2 | 3 | 4;
  types: readonly string[];
  name: string;
  count: number;
}

/** Enough vehicles that every in-transit waybill rides a truck of its own route. */
export const ASSET_KINDS: readonly AssetKind[] = [
  { role: 1, types: ['frozen', 'refrigeration', 'constantTemperature'], name: '冷藏车', count: 20 },
  { role: 2, types: ['ordinary', 'lowTemperature'], name: '冷库', count: 6 },
  { role: 3, types: ['ordinary', 'iceLined', 'lowTemperature', 'desktop'], name: '冷藏箱', count: 12 },
  { role: 4, types: ['ordinary'], name: '冰箱', count: 8 },
];

export const ASSET_COUNT = ASSET_KINDS.reduce((sum, kind) => sum + kind.count, 0);

function kindOf(role: number): AssetKind {
  return ASSET_KINDS.find((kind) => kind.role === role)!;
}

/** The code of the i-th asset (from 0) of a role: A10001, A10002 … */
export function assetCode(role: number, i: number): string {
  return `A${role}${String(i + 1).padStart(4, '0')}`;
}

export function assetType(role: number, i: number): string {
  const { types } = kindOf(role);
  return types[i % types.length]!;
}

export function assetSeeds(organizationIds: readonly number[]): Data[] {
  return ASSET_KINDS.flatMap(({ role, name, count }) =>
    Array.from({ length: count }, (_, i) => {
      const asset: Data = {
        role,
        name: `${name}${String(i + 1).padStart(2, '0')}`,
        code: assetCode(role, i),
        type: assetType(role, i),
        status: i === 5 ? 3 : i === 4 ? 5 : 1,
        manufacturer: '华东冷链设备厂',
        factoryNumber: `F${role}-${1000 + i}`,
        purchaseSource: (i % 5) + 1,
        organizationId: organizationIds[i % organizationIds.length],
      };
      if (role === 1) asset.plate = `沪A${String(10_000 + i * 137).slice(-5)}`;
      if (role === 2) asset.areas = ['A区', 'B区'];
      if (role === 4) Object.assign(asset, { brand: '海信', model: `HC-${200 + i * 10}`, volume: 120.5 + i, size: '60,65,180' });
      return asset;
    }),
  );
}
