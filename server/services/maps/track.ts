/**
 * A device's track over a range (src/lib/maps.ts Track): every position at full resolution with
 * its temperature, the stops and the alarms of the range, and the device's thresholds. The device
 * must be the user's company's and in an organization the user sees (services/alarms/visibility.ts);
 * otherwise there is none, as for a missing device.
 */
import type { Kysely } from 'kysely';
import type { Track } from '../../../src/lib/maps';
import type { Database } from '../../db/schema';
import { seesOrganization, visibleOrganizations } from '../alarms/visibility';
import { readPositions } from '../readings/store/positions';
import type { TimeSpan } from '../readings/store/read';
import type { AuthUser } from '../users';
import { findStops } from './stops';
import { trackAlarms } from './trackAlarms';

export async function deviceTrack(db: Kysely<Database>, user: AuthUser, deviceId: number, span: TimeSpan): Promise<Track | undefined> {
  const device = await db
    .selectFrom('devices')
    .select(['id', 'number', 'name', 'organization_id', 'temperature_min', 'temperature_max', 'humidity_min', 'humidity_max'])
    .where('id', '=', deviceId)
    .where('company_id', '=', user.companyId)
    .executeTakeFirst();
  if (!device || !seesOrganization(await visibleOrganizations(db, user), device.organization_id)) return undefined;
  const points = await readPositions(db, device.id, span);
  return {
    deviceId: device.id,
    number: device.number,
    name: device.name,
    start: span.start,
    end: span.end,
    points,
    thresholds: {
      temperatureMin: device.temperature_min,
      temperatureMax: device.temperature_max,
      humidityMin: device.humidity_min,
      humidityMax: device.humidity_max,
    },
    stops: findStops(points),
    alarms: await trackAlarms(db, device.id, user.companyId, span, points),
  };
}
