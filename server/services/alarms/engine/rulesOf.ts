/**
 * The rules of a set of devices: each company's configuration (config.ts, cached) and organization
 * tree read once, then each device resolved in memory (deviceRule.ts). Reads through the app's
 * connection, never a transaction's: the configuration cache is kept per connection, and a
 * transaction would find it empty every time.
 */
import type { Kysely } from 'kysely';
import type { AlarmOptions } from '../../../configAlarms';
import type { Database } from '../../../db/schema';
import { companyAlarmConfig } from '../config';
import { deviceRule, type DeviceRule, type EngineDevice } from './deviceRule';
import { organizationParents } from './organizationParents';

export async function rulesOf(
  db: Kysely<Database>,
  devices: Iterable<EngineDevice>,
  nowUnix: number,
  options: Pick<AlarmOptions, 'alarmDefaultConsecutive'>,
): Promise<Map<number, DeviceRule | null>> {
  const byCompany = new Map<number, EngineDevice[]>();
  for (const device of devices) {
    let list = byCompany.get(device.companyId);
    if (!list) byCompany.set(device.companyId, (list = []));
    list.push(device);
  }
  const rules = new Map<number, DeviceRule | null>();
  for (const [companyId, list] of byCompany) {
    const config = await companyAlarmConfig(db, companyId, nowUnix);
    const parents = await organizationParents(db, companyId, config);
    for (const device of list) rules.set(device.id, deviceRule(config, device, parents, options));
  }
  return rules;
}
