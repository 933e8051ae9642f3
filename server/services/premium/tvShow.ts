/**
 * The TV show's board (issue 30 §2 "a full-screen, self-refreshing board for a wall TV, with the
 * fleet's live figures, a map and the open alarms"): the home page's figures (dashboardSummary),
 * the newest open alarms the user may see, and the devices with a position — their last reading's,
 * else their organization's — for the map, at most TV_SHOW_MAX_POINTS.
 */
import type { Kysely } from 'kysely';
import type { TvShowBoard } from '../../../src/lib/premium';
import type { Database } from '../../db/schema';
import { dashboardSummary } from '../../routes/dashboard';
import { scopedAlarms } from '../alarms/queries/alarmRows';
import { alarmScope } from '../alarms/queries/scope';
import type { AuthUser } from '../users';

export const TV_SHOW_MAX_ALARMS = 20;
export const TV_SHOW_MAX_POINTS = 500;

export async function tvShowBoard(db: Kysely<Database>, user: AuthUser, nowUnix: number): Promise<TvShowBoard> {
  const scope = await alarmScope(db, user);
  const summary = await dashboardSummary(db, scope, nowUnix);
  const alarms = await scopedAlarms(db, scope)
    .where('alarms.status', '=', 'open')
    .select(['alarms.id', 'alarms.type', 'alarms.level', 'alarms.created_at', 'alarms.peak_value', 'devices.number', 'devices.name'])
    .orderBy('alarms.created_at', 'desc')
    .orderBy('alarms.id', 'desc')
    .limit(TV_SHOW_MAX_ALARMS)
    .execute();
  const inAlarm = new Set(
    (await scopedAlarms(db, scope).where('alarms.status', '=', 'open').select('alarms.device_id').distinct().execute()).map((row) => row.device_id),
  );
  const devices = await db
    .selectFrom('devices')
    .leftJoin('device_state', 'device_state.device_id', 'devices.id')
    .leftJoin('organizations', 'organizations.id', 'devices.organization_id')
    .select([
      'devices.id',
      'devices.number',
      'devices.name',
      'devices.online',
      'device_state.temperature',
      'device_state.lat',
      'device_state.lng',
      'organizations.latitude',
      'organizations.longitude',
    ])
    .where('devices.company_id', '=', user.companyId)
    .orderBy('devices.id')
    .limit(TV_SHOW_MAX_POINTS)
    .execute();
  const company = await db.selectFrom('companies').select('name').where('id', '=', user.companyId).executeTakeFirst();
  return {
    companyName: company?.name ?? '',
    at: nowUnix,
    devices: { total: summary.devices.total, online: summary.devices.online, offline: summary.devices.offline, inAlarm: inAlarm.size },
    openAlarms: alarms.map((row) => ({
      id: row.id,
      deviceNumber: row.number,
      deviceName: row.name,
      type: row.type,
      level: row.level,
      startedAt: Number(row.created_at),
      value: row.peak_value,
    })),
    points: devices.flatMap((row) => {
      const lat = row.lat ?? row.latitude;
      const lng = row.lng ?? row.longitude;
      if (lat === null || lng === null) return [];
      return [{ id: row.id, number: row.number, name: row.name, lat, lng, online: row.online === 1, alarm: inAlarm.has(row.id), temperature: row.temperature ?? null }];
    }),
  };
}
