/** Every row of a filtered list, page by page (the wire's largest page is MAX_LIMIT). */
import type { DataProvider, Identifier, RaRecord, SortPayload } from 'ra-core';
import { MAX_LIMIT } from '../../lib/schema/wire';

/** A bound on what one export fetches, so a runaway total cannot hang the tab. */
export const EXPORT_MAX_ROWS = 100_000;

export async function fetchAllRows(
  dataProvider: DataProvider,
  resource: string,
  filter: Record<string, unknown>,
  sort: SortPayload,
): Promise<RaRecord[]> {
  const rows: RaRecord[] = [];
  for (let page = 1; rows.length < EXPORT_MAX_ROWS; page++) {
    const { data, total } = await dataProvider.getList(resource, { filter, sort, pagination: { page, perPage: MAX_LIMIT } });
    rows.push(...data);
    if (data.length < MAX_LIMIT || (total !== undefined && rows.length >= total)) break;
  }
  return rows;
}

/** getMany sends its ids in the URL (`?ids=…`): a big export asks in chunks, so no URL outgrows a proxy's limit. */
export const GET_MANY_CHUNK = 200;

export async function fetchMany(dataProvider: DataProvider, resource: string, ids: readonly Identifier[], chunk = GET_MANY_CHUNK): Promise<RaRecord[]> {
  const records: RaRecord[] = [];
  for (let start = 0; start < ids.length; start += chunk) {
    const { data } = await dataProvider.getMany(resource, { ids: ids.slice(start, start + chunk) });
    records.push(...data);
  }
  return records;
}
