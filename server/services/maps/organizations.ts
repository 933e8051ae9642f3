/** The organizations a user sees (services/alarms/visibility.ts), with their place on the map. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface MapOrganization {
  id: number;
  parentId: number | null;
  name: string;
  level: number;
  /** WGS-84, as stored; null when not placed */
  lat: number | null;
  lng: number | null;
}

/** The company's organizations ordered by id, only `visible` ones unless it is null (the whole company). */
export async function mapOrganizations(db: Kysely<Database>, companyId: number, visible: readonly number[] | null): Promise<MapOrganization[]> {
  if (visible?.length === 0) return [];
  let query = db
    .selectFrom('organizations')
    .select(['id', 'parent_id', 'name', 'level', 'latitude', 'longitude'])
    .where('company_id', '=', companyId)
    .orderBy('id');
  if (visible) query = query.where('id', 'in', visible);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    level: row.level,
    // a half-placed organization (one of the two missing) is not placed
    lat: row.latitude === null || row.longitude === null ? null : row.latitude,
    lng: row.latitude === null || row.longitude === null ? null : row.longitude,
  }));
}
