/**
 * Every row of a range from a query that answers at most 100 rows (spec §5), for an export that
 * keeps every row (issue 26 §3): the alarm history and the balance history. Their rows come newest
 * first (time, then id, both descending): each next query ends at the oldest time seen so far, and
 * the rows of that second already had are known by their ids. Pure over `fetchPage`.
 */

/** A row of such a query: its id and its time (unix seconds). */
export interface TimedRow {
  id: number;
  createdAt: number;
}

/** One answer: the newest rows up to the query's end, and whether the server cut it. */
export interface NewestPage<T extends TimedRow> {
  list: readonly T[];
  truncated?: boolean;
}

/** One query over [start, end] under the page's filters. */
export type FetchNewestPage<T extends TimedRow> = (end: number) => Promise<NewestPage<T>>;

/** `shown`: the answer to [start, end] the page already has, taken as the first query's. */
export async function everyNewestRow<T extends TimedRow>(fetchPage: FetchNewestPage<T>, start: number, end: number, shown?: NewestPage<T>): Promise<T[]> {
  const rows: T[] = [];
  const seen = new Set<number>();
  let until = end;
  while (until >= start) {
    const page = until === end && shown ? shown : await fetchPage(until);
    for (const row of page.list) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
    const oldest = page.list[page.list.length - 1];
    if (!page.truncated || !oldest) break;
    // a page all of the last second asked (more than 100 rows in it) would come again and again:
    // step past that second (the rest of it cannot be reached 100 at a time)
    until = oldest.createdAt < until ? oldest.createdAt : until - 1;
  }
  return rows;
}
