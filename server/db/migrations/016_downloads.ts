/**
 * The download centre and scheduled reports (issue 14 §3): every large report or data download is
 * a job with its state, progress and file, kept 7 or 30 days (spec §9); a scheduled report's runs
 * are recorded once per period so that a restart neither skips nor repeats one. A company gains its
 * report settings of the session (spec §3 "Session/user info"): its report logo and whether reports
 * show the warning summary.
 */
import { type Kysely } from 'kysely';
import { tableWithId } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  // a file path of the file store (routes/files), '' for none: the PDF reports' logo
  await db.schema.alterTable('companies').addColumn('default_report_logo', 'text', (c) => c.notNull().defaultTo('')).execute();
  // ShowReportWarningInfo (spec §9 default false)
  await db.schema.alterTable('companies').addColumn('show_report_warning_info', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await tableWithId(db, 'download_jobs')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // the owner's login account then: the user may be renamed or deleted later
    .addColumn('username', 'text', (c) => c.notNull())
    // src/lib/downloads.ts DOWNLOAD_KINDS
    .addColumn('kind', 'text', (c) => c.notNull())
    // JSON: the kind's parameters, checked when the job was made
    .addColumn('params', 'text', (c) => c.notNull())
    // the name shown in the list, in the owner's language then
    .addColumn('title', 'text', (c) => c.notNull())
    // the owner's language then: the file is written in it
    .addColumn('lang', 'text', (c) => c.notNull())
    // src/lib/downloads.ts DOWNLOAD_STATES
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    // a failed job's reason: a locale key or the server's message
    .addColumn('reason', 'text')
    .addColumn('file_name', 'text')
    // relative to the server's download folder (DATA_DIR/downloads)
    .addColumn('file_path', 'text')
    .addColumn('file_size', 'integer')
    .addColumn('keep_days', 'integer', (c) => c.notNull())
    // the scheduled report that made it, if any
    .addColumn('schedule_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    // created_at + keep_days: the sweep deletes the job and its file after it
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('download_jobs_company_user').on('download_jobs').columns(['company_id', 'user_id', 'id']).execute();
  await db.schema.createIndex('download_jobs_state').on('download_jobs').columns(['state', 'id']).execute();
  await db.schema.createIndex('download_jobs_expires').on('download_jobs').columns(['expires_at']).execute();

  await db.schema
    .createTable('report_runs')
    .addColumn('schedule_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    // the period the run covers, unix seconds: one run per schedule and period
    .addColumn('period_start', 'bigint', (c) => c.notNull())
    .addColumn('period_end', 'bigint', (c) => c.notNull())
    .addColumn('job_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_runs_pk', ['schedule_id', 'period_start'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_runs').execute();
  await db.schema.dropTable('download_jobs').execute();
  for (const column of ['show_report_warning_info', 'default_report_logo']) await db.schema.alterTable('companies').dropColumn(column).execute();
}
