/**
 * Retention: readings older than READINGS_RETENTION_DAYS are removed, RETENTION_BATCH at a time,
 * device after device, with a turn of the event loop between two statements so that ingestion
 * and queries waiting for the database go first. The default (100 days) keeps spec §9's
 * 3-month data-download window.
 */
import type { FastifyInstance } from 'fastify';
import { deleteOldReadings, nextDeviceWithReadings } from './store/prune';

const DAY = 86_400;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Removes the old readings; returns how many. */
export async function pruneReadings(app: FastifyInstance): Promise<number> {
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
  }
  return removed;
}
