/**
 * The demo company's report settings (migration 016, spec §3 "Session/user info"): its reports show
 * the warning summary (ShowReportWarningInfo, default false elsewhere) and carry its logo
 * (defaultReportLogo: the built-in file services/reports/demoReportLogo.ts, as its /api/files/ URL).
 * Once per database (its own marker), so a database seeded before migration 016 gets them too.
 */
import type { Kysely } from 'kysely';
import { fileUrl } from '../../services/files';
import { DEMO_REPORT_LOGO } from '../../services/reports/demoReportLogo';
import type { Database } from '../schema';

const MARKER = 'seed.reportSettings.version';

export const DEMO_REPORT_LOGO_URL = fileUrl(DEMO_REPORT_LOGO.key);

export async function seedReportSettings(db: Kysely<Database>): Promise<boolean> {
  const marker = await db.selectFrom('settings').select('value').where('key', '=', MARKER).executeTakeFirst();
  if (marker) return false;
  const first = await db.selectFrom('companies').select('id').orderBy('id').executeTakeFirst();
  if (!first) return false;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('companies').set({ show_report_warning_info: 1, default_report_logo: DEMO_REPORT_LOGO_URL }).where('id', '=', first.id).execute();
    await trx.insertInto('settings').values({ key: MARKER, value: '1' }).execute();
  });
  return true;
}
