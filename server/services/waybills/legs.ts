/**
 * A waybill's legs (issue 29 §1 "Transshipment"): the first from the departure, each
 * transshipment starting the next; a leg ends where the next begins, at the delivery, or goes on.
 * Which assets carried the goods when is what the temperature record follows.
 */
import type { Kysely } from 'kysely';
import type { WaybillLeg } from '../../../src/lib/waybillActions';
import type { Database } from '../../db/schema';
import { jsonIds } from './waybillRow';

export interface LegRange {
  departure_time: number | null;
  delivery_time: number | null;
}

export async function loadLegs(db: Kysely<Database>, waybillId: number, waybill: LegRange): Promise<WaybillLeg[]> {
  const rows = await db.selectFrom('waybill_legs').selectAll().where('waybill_id', '=', waybillId).orderBy('seq').execute();
  const starts = rows.map((row) => Number(row.at ?? waybill.departure_time ?? 0));
  return rows.map((row, i) => ({
    seq: row.seq,
    assets: jsonIds(row.assets),
    fromAsset: row.from_asset,
    toAsset: row.to_asset,
    place: row.place,
    start: starts[i]!,
    end: starts[i + 1] ?? (waybill.delivery_time === null ? null : Number(waybill.delivery_time)),
  }));
}

export interface AssetSpan {
  assetId: number;
  start: number;
  end: number;
}

/** The spans each asset carried the goods, `openEnd` for the leg still going on; touching spans of one asset joined. */
export function assetSpans(legs: readonly WaybillLeg[], openEnd: number): AssetSpan[] {
  const out: AssetSpan[] = [];
  for (const leg of legs) {
    const end = leg.end ?? openEnd;
    for (const assetId of leg.assets) {
      const last = out.findLast((span) => span.assetId === assetId);
      if (last && last.end === leg.start) last.end = end;
      else out.push({ assetId, start: leg.start, end });
    }
  }
  return out;
}
