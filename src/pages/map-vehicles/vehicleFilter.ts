/**
 * The side list's filters, applied on the page (issue 14 §2 "Side list"): a text in the name,
 * number, vehicle or plate, and a state. The page holds every vehicle (live updates patch them
 * in place), so a filter answers at once, and the counts per state follow the text.
 */
import { VEHICLE_STATES, type VehicleRow, type VehicleState } from '../../lib/maps';

export function matchesText(row: VehicleRow, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [row.name, row.number, row.assetName, row.plate ?? ''].some((value) => value.toLowerCase().includes(needle));
}

export interface FilteredVehicles {
  /** the vehicles of the text and the state */
  list: VehicleRow[];
  /** per state, under the text only */
  counts: Record<VehicleState, number>;
}

export function filterVehicles(rows: readonly VehicleRow[], text: string, state: VehicleState | null): FilteredVehicles {
  const counts = Object.fromEntries(VEHICLE_STATES.map((s) => [s, 0])) as Record<VehicleState, number>;
  const list: VehicleRow[] = [];
  for (const row of rows) {
    if (!matchesText(row, text)) continue;
    counts[row.state] += 1;
    if (state === null || row.state === state) list.push(row);
  }
  return { list, counts };
}
