/**
 * Utilisation (issue 29 §5, docs/asset-history-and-statistics.md): the share of a period during which an
 * asset carries goods, i.e. has at least one waybill in transit on it. A waybill is in transit on
 * each of its assets from its departure time to its delivery time; one still in transit (status 2)
 * with no delivery time yet runs until now. Not-shipped waybills, and arrived or rejected ones
 * with no delivery time, count for nothing. Overlapping waybills count once (the union). A waybill
 * with legs (a transshipment, issue 29 §1) is in transit on each leg's assets for that leg only.
 */

export type Interval = readonly [start: number, end: number];

/** Seconds of [start, end) covered by the union of the intervals (each clipped; empty or reversed ones ignored). */
export function coveredSeconds(intervals: readonly Interval[], start: number, end: number): number {
  const clipped = intervals
    .map(([from, to]) => [Math.max(from, start), Math.min(to, end)] as const)
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let runStart = -Infinity;
  let runEnd = -Infinity;
  for (const [from, to] of clipped) {
    if (from > runEnd) {
      if (runEnd > runStart) total += runEnd - runStart;
      runStart = from;
      runEnd = to;
    } else if (to > runEnd) runEnd = to;
  }
  if (runEnd > runStart) total += runEnd - runStart;
  return total;
}

export interface TransitWaybill {
  status: number;
  departureTime: number | null;
  deliveryTime: number | null;
  assetIds: readonly number[];
  /** its legs, in order: each from its start (unix seconds) to the next one's, the last to the transit's end */
  legs?: readonly { start: number; assets: readonly number[] }[];
}

/** When a waybill was in transit, or null when it never was (by the rule above). */
export function transitInterval(waybill: TransitWaybill, nowUnix: number): Interval | null {
  if (waybill.status === 1 || waybill.departureTime === null) return null;
  if (waybill.deliveryTime !== null) return [waybill.departureTime, waybill.deliveryTime];
  return waybill.status === 2 ? [waybill.departureTime, nowUnix] : null;
}

/** Each asset's intervals in transit. */
export function transitByAsset(waybills: readonly TransitWaybill[], nowUnix: number): Map<number, Interval[]> {
  const byAsset = new Map<number, Interval[]>();
  for (const waybill of waybills) {
    const interval = transitInterval(waybill, nowUnix);
    if (!interval) continue;
    const [from, to] = interval;
    const legs = waybill.legs?.length ? waybill.legs : [{ start: from, assets: waybill.assetIds }];
    legs.forEach((leg, i) => {
      const legInterval: Interval = [Math.max(from, leg.start), Math.min(to, legs[i + 1]?.start ?? to)];
      for (const id of new Set(leg.assets)) {
        const list = byAsset.get(id) ?? [];
        list.push(legInterval);
        byAsset.set(id, list);
      }
    });
  }
  return byAsset;
}
