/**
 * The report scheduler (services/reports/scheduler.ts) on `app.reportScheduler`, ticking every
 * REPORT_SCHEDULE_TICK_SECONDS (0: never; the test platform: tests call `tick()` with their own
 * clock), and the receivers' notification when a scheduled report's job settles in the download
 * centre. The timer starts once the app is ready and stops before it closes, waiting for a tick
 * under way (the alarm notifier's pattern). The timer ticks only while this instance holds the
 * 'report-scheduler' lease (plugins/leases.ts).
 */
import fp from 'fastify-plugin';
import { checkScheduleOptions } from '../services/reports/scheduleConfig';
import { notifyReceivers } from '../services/reports/scheduleNotify';
import { createReportScheduler, type ReportScheduler } from '../services/reports/scheduler';
import { tickUnderLease } from '../services/scheduledExports/tickUnderLease';

declare module 'fastify' {
  interface FastifyInstance {
    reportScheduler: ReportScheduler;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    checkScheduleOptions(config);
    const scheduler = createReportScheduler(app, { hour: config.reportScheduleHour, utcOffsetMinutes: config.reportScheduleUtcOffsetMinutes });
    app.decorate('reportScheduler', scheduler);
    app.downloads.onSettled(async (job) => {
      try {
        await notifyReceivers(app.db, job, app.nowUnix());
      } catch (error) {
        app.log.warn({ err: error, jobId: job.id }, 'scheduled report receivers not told');
      }
    });

    tickUnderLease(app, scheduler, { lease: 'report-scheduler', seconds: config.reportScheduleTickSeconds, failure: 'report scheduler failed' });
  },
  { name: 'platform-report-scheduler', fastify: '5.x', dependencies: ['platform-config', 'platform-db', 'platform-leases', 'platform-download-centre'] },
);
