/**
 * Download jobs any instance can run (issue 27 §2): a running job names the instance that claimed
 * it (`instance_id`, plugins/leases.ts' instance id) and when that instance last said it was still
 * at work (`heartbeat_at`, unix seconds of its clock). A job whose heartbeat is older than
 * DOWNLOAD_JOB_TIMEOUT_SECONDS is claimed again by another instance (services/downloads/claimJob.ts).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('download_jobs').addColumn('instance_id', 'text').execute();
  await db.schema.alterTable('download_jobs').addColumn('heartbeat_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('download_jobs').dropColumn('heartbeat_at').execute();
  await db.schema.alterTable('download_jobs').dropColumn('instance_id').execute();
}
