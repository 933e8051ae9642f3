/**
 * The download_jobs rows (migration 016): the only SQL of the download centre. Portable Kysely
 * (no SQLite-only functions); a job moves queued → running → done | failed, and a restart puts the
 * running ones back in the queue.
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

/** The oldest queued job, now marked running; undefined when none is queued. */
export async function claimNext(db: Db, now: number): Promise<JobRow | undefined> {
  const next = await db.selectFrom('download_jobs').selectAll().where('state', '=', 'queued').orderBy('id').limit(1).executeTakeFirst();
  if (!next) return undefined;
  const claimed = await db
    .updateTable('download_jobs')
    .set({ state: 'running', progress: 0, started_at: now, reason: null })
    .where('id', '=', next.id)
    .where('state', '=', 'queued')
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1 ? { ...next, state: 'running', progress: 0, started_at: now, reason: null } : undefined;
}

export async function setProgress(db: Db, id: number, progress: number): Promise<void> {
  await db.updateTable('download_jobs').set({ progress }).where('id', '=', id).where('state', '=', 'running').execute();
}

/** Marks a running job done with its file; false when the job is gone (deleted meanwhile). */
export async function finishJob(db: Db, id: number, file: { name: string; path: string; size: number }, now: number): Promise<boolean> {
  const result = await db
    .updateTable('download_jobs')
    .set({ state: 'done', progress: 100, file_name: file.name, file_path: file.path, file_size: file.size, finished_at: now })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** `reason`: the JSON of a locale key and its params (jobView.ts reads it). */
export async function failJob(db: Db, id: number, reason: string, now: number): Promise<void> {
  await db.updateTable('download_jobs').set({ state: 'failed', reason, finished_at: now }).where('id', '=', id).where('state', '=', 'running').execute();
}

/** At start: the jobs a stopped server left running go back to the queue; their rows as they were, for their files. */
export async function requeueRunning(db: Db): Promise<JobRow[]> {
  const rows = await db.selectFrom('download_jobs').selectAll().where('state', '=', 'running').execute();
  if (rows.length) {
    await db
      .updateTable('download_jobs')
      .set({ state: 'queued', progress: 0, started_at: null, file_name: null, file_path: null, file_size: null })
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
