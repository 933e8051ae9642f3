/**
 * A company's configuration (issue 30 §4, spec §3): the session parameters every user of the
 * company gets from /auth/login and /auth/info. pageRefreshInterval, ReportCheckTimeRange,
 * deviceInfoShowDetail and webSetting live in company_configs (a row once changed; the spec §9
 * defaults before); ShowReportWarningInfo and defaultReportLogo are the companies columns the
 * reports read (migration 016). The session reads them at each /auth/info, so a change reaches a
 * user at the next page load, with no new login.
 */
import { fieldChanges } from '../audit/changes';
import { recordAudit, type AuditActor } from '../audit/recordAudit';
import type { Kysely } from 'kysely';
import { COMPANY_CONFIG_DEFAULTS, type CompanyConfig, type CompanyConfigFields, type WebSettingValue } from '../../../src/lib/companyConfig';
import type { Database } from '../../db/schema';

/** A stored webSetting, read defensively: only a flat object of strings, numbers and booleans. */
export function parseWebSetting(text: string): Record<string, WebSettingValue> {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, WebSettingValue] => ['string', 'number', 'boolean'].includes(typeof entry[1])));
  } catch {
    return {};
  }
}

/** null when the company does not exist. */
export async function companyConfig(db: Kysely<Database>, companyId: number): Promise<CompanyConfig | null> {
  const company = await db.selectFrom('companies').select(['id', 'name', 'show_report_warning_info', 'default_report_logo']).where('id', '=', companyId).executeTakeFirst();
  if (!company) return null;
  const row = await db.selectFrom('company_configs').selectAll().where('company_id', '=', companyId).executeTakeFirst();
  return {
    companyId: company.id,
    companyName: company.name,
    webSetting: row ? parseWebSetting(row.web_setting) : { ...COMPANY_CONFIG_DEFAULTS.webSetting },
    pageRefreshInterval: row?.page_refresh_interval ?? COMPANY_CONFIG_DEFAULTS.pageRefreshInterval,
    ReportCheckTimeRange: row?.report_check_time_range ?? COMPANY_CONFIG_DEFAULTS.ReportCheckTimeRange,
    ShowReportWarningInfo: company.show_report_warning_info === 1,
    deviceInfoShowDetail: row?.device_info_show_detail ?? COMPANY_CONFIG_DEFAULTS.deviceInfoShowDetail,
    defaultReportLogo: company.default_report_logo,
  };
}

/** Writes every field at once (the form sends them all); false when the company does not exist. */
export async function saveCompanyConfig(db: Kysely<Database>, companyId: number, fields: CompanyConfigFields, now: number, by?: AuditActor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await companyConfig(trx, companyId);
    const updated = await trx
      .updateTable('companies')
      .set({ show_report_warning_info: fields.ShowReportWarningInfo ? 1 : 0 })
      .where('id', '=', companyId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    const values = {
      web_setting: JSON.stringify(fields.webSetting),
      page_refresh_interval: fields.pageRefreshInterval,
      report_check_time_range: fields.ReportCheckTimeRange,
      device_info_show_detail: fields.deviceInfoShowDetail,
      updated_at: now,
    };
    await trx
      .insertInto('company_configs')
      .values({ company_id: companyId, ...values })
      .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
      .execute();
    // issue 30 §1: the change in the trail (the logo has its own upload)
    if (by) {
      const old = before ? Object.fromEntries(Object.keys(fields).map((key) => [key, before[key as keyof CompanyConfigFields]])) : undefined;
      const changes = fieldChanges(old, { ...fields });
      if (changes.length) await recordAudit(trx, { ...by, companyId, at: now, entity: 'companyConfig', recordId: companyId, action: 'update', changes });
    }
    return true;
  });
}

/** The session's part of the configuration: what userInfo (services/users.ts) spreads into /auth/info and the login answer. */
export async function sessionConfig(db: Kysely<Database>, companyId: number): Promise<Omit<CompanyConfig, 'companyId' | 'companyName'> | null> {
  const config = await companyConfig(db, companyId);
  if (!config) return null;
  const { companyId: _id, companyName: _name, ...session } = config;
  return session;
}
