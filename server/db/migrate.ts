/** Runs the migrations in order; the list is static so bundlers and tsx need no file globbing. */
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import * as accounts from './migrations/001_accounts';
import * as menus from './migrations/002_menus';
import * as notices from './migrations/003_notices';
import * as devices from './migrations/004_devices';
import * as alarms from './migrations/005_alarms';
import * as waybills from './migrations/006_waybills';
import * as resources from './migrations/007_resources';
import * as roleCompanies from './migrations/008_role_companies';
import * as mustChangePassword from './migrations/009_must_change_password';
import * as loginAttemptsClient from './migrations/010_login_attempts_client';
import * as tenants from './migrations/011_tenants';
import * as rolePermissionLog from './migrations/012_role_permission_log';
import * as readings from './migrations/013_readings';
import * as deviceCommands from './migrations/014_device_commands';
import * as alarmEngine from './migrations/015_alarm_engine';
import * as downloads from './migrations/016_downloads';
import * as pageActions from './migrations/017_page_actions';
import * as devicePeriods from './migrations/018_device_periods';
import * as alarmEndDetail from './migrations/019_alarm_end_detail';
import * as menuLinks from './migrations/022_menu_links';
import * as jobInstances from './migrations/023_job_instances';
import * as readingsRollups from './migrations/024_readings_rollups';
import * as renewal from './migrations/026_renewal';
import * as trialsAuthCodes from './migrations/028_trials_auth_codes';
import * as wechatBinding from './migrations/027_wechat_binding';
import * as assetHistory from './migrations/034_asset_history';
import * as announcementPublishing from './migrations/025_announcement_publishing';
import * as floorPlans from './migrations/035_floor_plans';
import * as platformSwitches from './migrations/039_platform_switches';
import * as assetPages from './migrations/032_asset_pages';
import * as waybillActions from './migrations/029_waybill_actions';
import * as waybillActionCodes from './migrations/030_waybill_action_codes';
import * as premiumServices from './migrations/037_premium_services';
import * as rechargeCompanyConfig from './migrations/038_recharge_company_config';
import * as auditTrail from './migrations/036_audit_trail';
import * as expirationReminded from './migrations/040_expiration_reminded';

export const MIGRATIONS: Record<string, Migration> = {
  '001_accounts': accounts,
  '002_menus': menus,
  '003_notices': notices,
  '004_devices': devices,
  '005_alarms': alarms,
  '006_waybills': waybills,
  '007_resources': resources,
  '008_role_companies': roleCompanies,
  '009_must_change_password': mustChangePassword,
  '010_login_attempts_client': loginAttemptsClient,
  '011_tenants': tenants,
  '012_role_permission_log': rolePermissionLog,
  '013_readings': readings,
  '014_device_commands': deviceCommands,
  '015_alarm_engine': alarmEngine,
  '016_downloads': downloads,
  '017_page_actions': pageActions,
  '018_device_periods': devicePeriods,
  '019_alarm_end_detail': alarmEndDetail,
  '022_menu_links': menuLinks,
  '023_job_instances': jobInstances,
  // numbered after every migration an existing database may have run: Kysely runs them in order
  '024_readings_rollups': readingsRollups,
  '026_renewal': renewal,
  '028_trials_auth_codes': trialsAuthCodes,
  '027_wechat_binding': wechatBinding,
  '025_announcement_publishing': announcementPublishing,
  '034_asset_history': assetHistory,
  '035_floor_plans': floorPlans,
  '032_asset_pages': assetPages,
  '029_waybill_actions': waybillActions,
  '030_waybill_action_codes': waybillActionCodes,
  '037_premium_services': premiumServices,
  '039_platform_switches': platformSwitches,
  '038_recharge_company_config': rechargeCompanyConfig,
  '036_audit_trail': auditTrail,
  '040_expiration_reminded': expirationReminded,
};

/**
 * True when the database has run exactly these migrations. Kysely's Migrator first introspects
 * every table's columns to find its own two tables, which on PostgreSQL, with a partition per
 * day of readings and rollups, costs half a second at each start: an up-to-date database skips it.
 */
async function upToDate<T>(db: Kysely<T>): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const done = new Set(rows.map((row) => row.name));
    return done.size === Object.keys(MIGRATIONS).length && Object.keys(MIGRATIONS).every((name) => done.has(name));
  } catch {
    return false; // a new database: no migration table yet
  }
}

export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  if (await upToDate(db)) return;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
