/**
 * The premium timer (services/premium/backupScheduler.ts) on `app.premiumScheduler`, ticking every
 * PREMIUM_TICK_SECONDS (0: never; the test platform: tests call `tick()` with their own clock): it
 * ends due trials and makes due data backups. It ticks only while this instance holds the
 * 'premium-scheduler' lease (plugins/leases.ts), so that of two instances one does the work. When
 * a backup's download-centre job settles, its recipients are told (backupNotify.ts).
 */
import fp from 'fastify-plugin';
import { notifyBackupRecipients } from '../services/premium/backupNotify';
import { createPremiumScheduler, type PremiumScheduler } from '../services/premium/backupScheduler';
import { checkPremiumOptions } from '../services/premium/config';
import { tickUnderLease } from '../services/scheduledExports/tickUnderLease';

declare module 'fastify' {
  interface FastifyInstance {
    premiumScheduler: PremiumScheduler;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    checkPremiumOptions(config);
    const scheduler = createPremiumScheduler(app);
    app.decorate('premiumScheduler', scheduler);
    app.downloads.onSettled(async (job) => {
      try {
        await notifyBackupRecipients(app.db, job, app.nowUnix());
      } catch (error) {
        app.log.warn({ err: error, jobId: job.id }, 'backup recipients not told');
      }
    });

    tickUnderLease(app, scheduler, { lease: 'premium-scheduler', seconds: config.premiumTickSeconds, failure: 'premium timer failed' });
  },
  { name: 'platform-premium-scheduler', fastify: '5.x', dependencies: ['platform-config', 'platform-db', 'platform-leases', 'platform-download-centre'] },
);
