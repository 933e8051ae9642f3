/**
 * Removes uploads that no record points at (services/orphanFiles.ts says why they happen): once the
 * app is ready on one process; with several instances, by the one that takes the 'orphan-sweep'
 * lease (plugins/leases.ts), when it takes it, so that instances starting together sweep once.
 */
import fp from 'fastify-plugin';
import { sweepOrphanFiles } from '../services/orphanFiles';

export default fp(
  async (app) => {
    const { uploadsDir, now, orphanFileGraceSeconds } = app.config;
    if (uploadsDir === null) return;
    let running: Promise<unknown> = Promise.resolve();
    const sweep = async () => {
      const removed = await sweepOrphanFiles({
        db: app.db,
        entities: app.resources.entities.values(),
        uploadsDir,
        now: now(),
        graceMs: orphanFileGraceSeconds * 1000,
      });
      // the count only: a file's name is what lets anyone fetch it
      if (removed.length) app.log.info({ removed: removed.length }, 'Removed uploaded files no record points at');
    };
    const lease = app.leases.lease('orphan-sweep');
    let ready = false;
    lease.onAcquired(() => {
      const run = lease.ifHeld(sweep);
      if (!run) return;
      // a sweep failing at start fails the start, as before; a later one (a takeover) is logged
      running = ready ? run.catch((error: unknown) => app.log.warn({ err: error }, 'orphan file sweep failed')) : run;
    });
    // the lease is taken as the app gets ready (plugins/leases.ts' hook runs first): the first sweep ends before the app answers
    app.addHook('onReady', async () => {
      try {
        await running;
      } finally {
        ready = true;
      }
    });
    app.addHook('preClose', () => running.catch(() => undefined));
  },
  { name: 'platform-orphan-sweep', fastify: '5.x', dependencies: ['platform-config', 'platform-db', 'platform-leases', 'platform-resources', 'platform-stores'] },
);
