/**
 * Retention: readings older than READINGS_RETENTION_DAYS are removed. The default (100 days) keeps
 * spec §9's 3-month data-download window.
 * - PostgreSQL: whole partitions of the readings and their rollups are dropped once every row in
 *   them is past the window (a partition's rows a little past it wait for the next day's run);
 *   no row is deleted. The partitions ahead are made in the same run.
 * - SQLite: the rows are deleted, RETENTION_BATCH at a time, device after device, with a turn of
 *   the event loop between two statements so that ingestion and queries waiting go first.
 */
import type { FastifyInstance } from 'fastify';
import { isPostgres } from '../../db/migrations/columns';
import { dropExpiredPartitions, preparePartitions } from './partitions';
import { deleteOldReadings, deleteOldRollups, nextDeviceWithReadings } from './store/prune';

const DAY = 86_400;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Removes the old readings; returns how many rows were deleted (0 on PostgreSQL, which drops partitions). */
export async function pruneReadings(app: FastifyInstance): Promise<number> {
  if (isPostgres(app.db)) {
    await preparePartitions(app.db, app.nowUnix(), app.config);
    const dropped = await dropExpiredPartitions(app.db, app.nowUnix(), app.config);
    if (dropped.length) app.log.info({ dropped }, 'dropped the partitions past retention');
    return 0;
  }
  const before = app.nowUnix() - app.config.readingsRetentionDays * DAY;
  const limit = Math.max(1, Math.floor(app.config.retentionBatch));
  let removed = 0;
  for (let device = await nextDeviceWithReadings(app.db, 0); device !== null; device = await nextDeviceWithReadings(app.db, device)) {
    for (;;) {
      const count = await deleteOldReadings(app.db, device, before, limit);
      removed += count;
      await nextTurn();
      if (count < limit) break;
    }
    await deleteOldRollups(app.db, device, before);
  }
  return removed;
}
