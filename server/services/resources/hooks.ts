/**
 * The few entities whose storage or rules are more than columns and schema: users (a password
 * hash, sessions, who may hand out a role), roles (page permissions in join tables), menus (their
 * operations) and organizations (a tree). Every other entity needs no TypeScript.
 */
import type { Kysely } from 'kysely';
import type { FieldIssues } from '../../../src/lib/validation/compile';
import type { PlatformConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { Language, MessageKey, MessageVars } from '../../messages';
import type { AuthUser } from '../users';
import { alarmConfigHooks, alarmRuleHooks, gradedAlarmHooks } from './alarmHooks';
import { assetHooks } from './assetHooks';
import { assetGroupHooks } from './assetGroupHooks';
import { calibrationHooks } from './calibrationHooks';
import { backupConfigHooks } from './backupConfigHooks';
import { containerHooks } from './containerHooks';
import { deviceHooks } from './deviceHooks';
import { expirationReminderHooks } from './expirationReminderHooks';
import { maintenanceHooks } from './maintenanceHooks';
import { organizationHooks } from './organizationHooks';
import { printHeadRuleHooks } from './printHeadRuleHooks';
import { reportScheduleHooks } from './reportScheduleHooks';
import { roleHooks } from './roleHooks';
import type { ResourceRecord, Row } from './store';
import { userHooks } from './userHooks';
import { waybillClientHooks } from './waybillClientHooks';
import { waybillHooks } from './waybillHooks';
import { afterSalesHooks } from './afterSalesHooks';
import { channelDisplayHooks, dataDictionaryHooks, systemMessageUserHooks } from './listsHooks';
import { deviceBindingHooks, deviceRegistryHooks } from './registryHooks';
import { withStorageClassDefaults } from './storageClassDefaults';

export interface WriteCheck {
  db: Kysely<Database>;
  actor: AuthUser;
  values: Row;
  /** the stored record, on update */
  existing?: ResourceRecord;
  /** the platform's settings (issue 30 §2: a backup configuration's MaxDevices) */
  config?: Pick<PlatformConfig, 'backupMaxDevices' | 'trialDeviceLimit'>;
}

/** Who saves, and when (the platform clock): what an audit entry written by `save` records. */
export interface SaveContext {
  actor: AuthUser;
  nowUnix: number;
  /** the record as stored before an update (none on insert) */
  existing?: ResourceRecord;
  /** the request's address, for the audit trail ('' without a request) */
  ip?: string;
}

/** A write refused: 'forbidden' (403) or issues at fields (422); null lets it through. */
export type CheckResult = FieldIssues | 'forbidden' | null;

export interface ResourceHooks {
  /** properties kept outside the entity's table; `load` and `save` handle them */
  virtual?: readonly string[];
  /** columns that are not properties, on insert (computed before the transaction) */
  insertExtra?(db: Kysely<Database>, values: Row): Promise<Row>;
  /** before the schema's check of a write: fill what the values leave out (issue 30 §4: a storage class's limits); may change `values` */
  defaults?(input: WriteCheck): Promise<void>;
  /** before a write: may the actor write this, and is it consistent with what is stored */
  check?(input: WriteCheck): Promise<CheckResult>;
  /** before a delete: may the actor delete these */
  canDelete?(db: Kysely<Database>, actor: AuthUser, records: ResourceRecord[]): Promise<boolean>;
  /** after insert or update, in the same transaction: save the virtual properties that were sent */
  save?(db: Kysely<Database>, id: number, values: Row, context: SaveContext): Promise<void>;
  /** add the virtual properties to records read */
  load?(db: Kysely<Database>, records: ResourceRecord[]): Promise<void>;
  /** before a delete: a state that forbids it (issue 29 §1: a shipped waybill), as the message that says so */
  deleteRefusal?(records: ResourceRecord[], lang: Language): { key: MessageKey; vars?: MessageVars } | null;
  /** before delete, in the same transaction: rows of other tables that point at these (who deletes, and when) */
  beforeDelete?(db: Kysely<Database>, ids: number[], context: SaveContext): Promise<void>;
}

const menu: ResourceHooks = {
  async beforeDelete(db, ids) {
    const operations = db.selectFrom('operations').select('id').where('menu_id', 'in', ids);
    await db.deleteFrom('role_operations').where('operation_id', 'in', operations).execute();
    await db.deleteFrom('operations').where('menu_id', 'in', ids).execute();
    await db.deleteFrom('role_menus').where('menu_id', 'in', ids).execute();
  },
};

export const RESOURCE_HOOKS: Readonly<Record<string, ResourceHooks>> = {
  user: userHooks,
  role: roleHooks,
  menu,
  organization: organizationHooks,
  // issue 13: the alarm configuration's cache, and the automatic ends of spec §4
  alarmRule: withStorageClassDefaults(alarmRuleHooks),
  gradedAlarm: gradedAlarmHooks,
  alarmReceiver: alarmConfigHooks,
  balanceWarning: alarmConfigHooks,
  // issue 14: what a scheduled report covers
  reportSchedule: reportScheduleHooks,
  // issue 26: the acquisition period in force at each time (the reports' time weighting)
  device: deviceHooks,
  // issue 28 §3: one expiration reminder per organization (spec §5)
  expirationReminder: expirationReminderHooks,
  // issue 28 §2: every company or one (company_id null or not), kept by routes/announcement/manage.ts
  announcement: { virtual: ['allCompanies'] },
  // issue 29 §5: the status history (repair, scrap) written on every change of an asset's status
  asset: assetHooks,
  // issue 29 §4–§5: a container's asset history, the maintenance due date, areas of cold stores, one client per institution
  container: containerHooks,
  maintenance: maintenanceHooks,
  assetGroup: assetGroupHooks,
  waybillClient: waybillClientHooks,
  // issue 29 §1: the status through the waybill actions only; delete only while not shipped
  waybill: withStorageClassDefaults(waybillHooks),
  // issue 30 §4–§5: the company's lists, the platform's device registry, after-sales tickets
  dataDictionary: dataDictionaryHooks,
  channelDisplay: channelDisplayHooks,
  systemMessageUser: systemMessageUserHooks,
  deviceRegistry: deviceRegistryHooks,
  deviceBinding: deviceBindingHooks,
  afterSalesTicket: afterSalesHooks,
  // issue 30 §4: a calibration moves its plan's next due date; one print header rule per organization
  calibration: calibrationHooks,
  printHeadRule: printHeadRuleHooks,
  // issue 30 §2: at most MaxDevices devices per backup configuration (50 in trial)
  backupConfig: backupConfigHooks,
};
