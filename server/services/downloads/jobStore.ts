/**
 * The download_jobs rows (migrations 016, 023): the SQL of the download centre but its claim
 * (claimJob.ts, the one query that differs between the engines). Portable Kysely (no SQLite-only
 * functions); a job moves queued → running → done | failed, written by the instance running it;
 * a restart of the one process puts the running ones back in the queue.
 */
import type { Kysely, Selectable } from 'kysely';
import type { DownloadState } from '../../../src/lib/downloads';
import type { Database } from '../../db/schema';
import type { DownloadJobsTable } from '../../db/downloadTables';

export type JobRow = Selectable<DownloadJobsTable>;

type Db = Kysely<Database>;

export interface NewJobRow {
  companyId: number;
  userId: number;
  username: string;
  kind: string;
  params: unknown;
  title: string;
  lang: string;
  keepDays: number;
  scheduleId: number | null;
  createdAt: number;
}

const PENDING: DownloadState[] = ['queued', 'running'];

/** Inserts a queued job, unless its owner already has `maxPending` queued or running (then null). */
export async function insertJob(db: Db, job: NewJobRow, maxPending = Infinity): Promise<JobRow | null> {
  return db.transaction().execute(async (trx) => {
    if (Number.isFinite(maxPending)) {
      const { n } = await trx
        .selectFrom('download_jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', job.userId)
        .where('state', 'in', PENDING)
        .executeTakeFirstOrThrow();
      if (Number(n) >= maxPending) return null;
    }
    return trx
      .insertInto('download_jobs')
      .values({
        company_id: job.companyId,
        user_id: job.userId,
        username: job.username,
        kind: job.kind,
        params: JSON.stringify(job.params),
        title: job.title,
        lang: job.lang,
        state: 'queued',
        progress: 0,
        reason: null,
        file_name: null,
        file_path: null,
        file_size: null,
        keep_days: job.keepDays,
        schedule_id: job.scheduleId,
        created_at: job.createdAt,
        started_at: null,
        finished_at: null,
        expires_at: job.createdAt + job.keepDays * 86_400,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export interface Owner {
  companyId: number;
  userId: number;
}

export async function ownJobs(db: Db, owner: Owner, page: { offset: number; limit: number; state?: DownloadState }): Promise<{ rows: JobRow[]; total: number }> {
  let query = db.selectFrom('download_jobs').where('company_id', '=', owner.companyId).where('user_id', '=', owner.userId);
  if (page.state) query = query.where('state', '=', page.state);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function ownJob(db: Db, owner: Owner, id: number): Promise<JobRow | undefined> {
  return db.selectFrom('download_jobs').selectAll().where('id', '=', id).where('company_id', '=', owner.companyId).where('user_id', '=', owner.userId).executeTakeFirst();
}

export function jobById(db: Db, id: number): Promise<JobRow | undefined> {
  return db.selectFrom('download_jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A running job's progress, written only by the instance running it. */
export async function setProgress(db: Db, id: number, instanceId: string, progress: number): Promise<void> {
  await db.updateTable('download_jobs').set({ progress }).where('id', '=', id).where('state', '=', 'running').where('instance_id', '=', instanceId).execute();
}

/** Marks a running job done with its file; false when the job is gone (deleted meanwhile) or another instance took it up. */
export async function finishJob(db: Db, id: number, instanceId: string, file: { name: string; path: string; size: number }, now: number): Promise<boolean> {
  const result = await db
    .updateTable('download_jobs')
    .set({ state: 'done', progress: 100, file_name: file.name, file_path: file.path, file_size: file.size, finished_at: now })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .where('instance_id', '=', instanceId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** `reason`: the JSON of a locale key and its params (jobView.ts reads it). */
export async function failJob(db: Db, id: number, instanceId: string, reason: string, now: number): Promise<void> {
  await db.updateTable('download_jobs').set({ state: 'failed', reason, finished_at: now }).where('id', '=', id).where('state', '=', 'running').where('instance_id', '=', instanceId).execute();
}

/** This instance is still at work on these jobs; answers those still its own (the others were deleted, or taken up by another instance). */
export async function beatJobs(db: Db, ids: readonly number[], instanceId: string, now: number): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .updateTable('download_jobs')
    .set({ heartbeat_at: now })
    .where('id', 'in', [...ids])
    .where('state', '=', 'running')
    .where('instance_id', '=', instanceId)
    .returning('id')
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The ids of the running jobs, whichever instance runs them. */
export async function runningIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('download_jobs').select('id').where('state', '=', 'running').execute();
  return rows.map((row) => row.id);
}

/** At start on one process: the jobs a stopped server left running go back to the queue; their rows as they were, for their files. */
export async function requeueRunning(db: Db): Promise<JobRow[]> {
  const rows = await db.selectFrom('download_jobs').selectAll().where('state', '=', 'running').execute();
  if (rows.length) {
    await db
      .updateTable('download_jobs')
      .set({ state: 'queued', progress: 0, started_at: null, file_name: null, file_path: null, file_size: null, instance_id: null, heartbeat_at: null })
      .where('state', '=', 'running')
      .execute();
  }
  return rows;
}

export function expiredJobs(db: Db, now: number): Promise<JobRow[]> {
  return db.selectFrom('download_jobs').selectAll().where('expires_at', '<=', now).execute();
}

export async function deleteJob(db: Db, id: number): Promise<void> {
  await db.deleteFrom('download_jobs').where('id', '=', id).execute();
}

/** Every stored file's name: what the folder may keep. */
export async function storedPaths(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('download_jobs').select('file_path').where('file_path', 'is not', null).execute();
  return new Set(rows.map((row) => row.file_path ?? ''));
}
