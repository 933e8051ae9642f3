/** At start, removes uploads that no record points at (services/orphanFiles.ts says why they happen). */
import fp from 'fastify-plugin';
import { sweepOrphanFiles } from '../services/orphanFiles';

export default fp(
  async (app) => {
    const { uploadsDir, now, orphanFileGraceSeconds } = app.config;
    if (uploadsDir === null) return;
    const removed = await sweepOrphanFiles({
      db: app.db,
      entities: app.resources.entities.values(),
      uploadsDir,
      now: now(),
      graceMs: orphanFileGraceSeconds * 1000,
    });
    // the count only: a file's name is what lets anyone fetch it
    if (removed.length) app.log.info({ removed: removed.length }, 'Removed uploaded files no record points at');
  },
  { name: 'platform-orphan-sweep', fastify: '5.x', dependencies: ['platform-config', 'platform-db', 'platform-resources', 'platform-stores'] },
);
