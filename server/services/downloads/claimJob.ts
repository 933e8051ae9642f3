/**
 * The download centre's one query that differs between the engines: claiming the next job
 * (issue 27 §2), so that any instance can run the queue and each job runs once.
 *   - PostgreSQL: `update … where id = (select id … order by id limit 1 for update skip locked)
 *     returning *`. The subquery locks the row it picks and passes over rows another claim has
 *     locked, so concurrent claims take different jobs instead of queuing on one and finding it gone.
 *   - SQLite: the same single `update … where id = (select …) and <claimable> returning *`, with no
 *     row locks to take: a statement runs alone on the database, so its read and write are one step.
 * A job is claimable when queued, or (several instances) running on another instance whose
 * heartbeat is older than the timeout: that instance died, and this one takes the job up again.
 */
import { PostgresAdapter, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobRow } from './jobStore';

export interface ClaimOptions {
  /** unix seconds: the job's start and first heartbeat */
  now: number;
  /** the claiming instance (plugins/leases.ts) */
  instanceId: string;
  /** running jobs of other instances whose heartbeat is older than this (unix seconds) are claimed too; null: queued jobs only (one process) */
  staleBefore: number | null;
}

function claimable({ instanceId, staleBefore }: ClaimOptions) {
  return (eb: ExpressionBuilder<Database, 'download_jobs'>) => {
    const queued = eb('state', '=', 'queued');
    if (staleBefore === null) return queued;
    const abandoned = eb.and([
      eb('state', '=', 'running'),
      // this instance's own jobs are in its hands, whatever their heartbeat says
      eb.or([eb('instance_id', 'is', null), eb('instance_id', '!=', instanceId)]),
      eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', staleBefore)]),
    ]);
    return eb.or([queued, abandoned]);
  };
}

/** The oldest claimable job, now running on this instance; undefined when none is left. */
export async function claimNextJob(db: Kysely<Database>, options: ClaimOptions): Promise<JobRow | undefined> {
  const { now, instanceId } = options;
  let next = db.selectFrom('download_jobs').select('id').where(claimable(options)).orderBy('id').limit(1);
  if (db.getExecutor().adapter instanceof PostgresAdapter) next = next.forUpdate().skipLocked();
  return db
    .updateTable('download_jobs')
    .set({ state: 'running', progress: 0, started_at: now, reason: null, file_name: null, file_path: null, file_size: null, instance_id: instanceId, heartbeat_at: now })
    .where('id', '=', next)
    .where(claimable(options))
    .returningAll()
    .executeTakeFirst();
}
