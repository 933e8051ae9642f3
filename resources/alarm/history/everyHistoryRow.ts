/**
 * Every alarm of a range, for the history's export (issue 26 §3: an export keeps every row). The
 * history answers at most 100 alarms a query (spec §5), the newest of the range first (opened time,
 * then id, both descending): each next query ends at the oldest opening time seen so far, and the
 * alarms of that second already had are known by their ids. Pure over `fetchPage`.
 */
import type { AlarmHistoryPage } from '../../../src/lib/alarms';

export type HistoryRows = AlarmHistoryPage['list'];

/** One query of the history over [start, end] under the page's filters. */
export type FetchHistoryPage = (end: number) => Promise<AlarmHistoryPage>;

export async function everyHistoryRow(fetchPage: FetchHistoryPage, start: number, end: number): Promise<HistoryRows> {
  const rows: HistoryRows = [];
  const seen = new Set<number>();
  let until = end;
  while (until >= start) {
    const page = await fetchPage(until);
    for (const row of page.list) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
    const oldest = page.list[page.list.length - 1];
    if (!page.truncated || !oldest) break;
    // a page all of the last second asked (more than 100 alarms opened in it) would come again and
    // again: step past that second (the rest of it cannot be reached 100 at a time)
    until = oldest.createdAt < until ? oldest.createdAt : until - 1;
  }
  return rows;
}
