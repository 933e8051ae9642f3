/**
 * The renewal notice settings' reminders (services/renewal/expirationReminders.ts) on
 * `app.expirationReminders`: an hourly tick while this instance holds the 'expiration-reminders'
 * lease (plugins/leases.ts), so that with several instances one sends, as the calibration
 * reminders do (plugins/calibrationReminders.ts). Ticks on a timer only where the scheduled jobs do
 * (REPORT_SCHEDULE_TICK_SECONDS above 0); the test platform sets 0 and tests call `tick()` with
 * their own clock. The timer starts once the app is ready and stops before it closes, waiting for
 * a tick under way.
 */
import fp from 'fastify-plugin';
import { sendExpirationReminders, type ReminderSent } from '../services/renewal/expirationReminders';
import { oneTickAtATime } from '../services/scheduledExports/oneTickAtATime';
import { tickUnderLease } from '../services/scheduledExports/tickUnderLease';

export interface ExpirationReminders {
  /** sends the reminders due now; answers what each reminder sent */
  tick(): Promise<ReminderSent[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    expirationReminders: ExpirationReminders;
  }
}

const TICK_SECONDS = 3600;
export const EXPIRATION_REMINDERS_LEASE = 'expiration-reminders';

export default fp(
  async (app) => {
    const { config } = app;
    const ticker = oneTickAtATime(() => sendExpirationReminders(app.db, app.nowUnix(), config.reportScheduleUtcOffsetMinutes));
    app.decorate('expirationReminders', { tick: () => ticker.tick() });
    tickUnderLease(app, ticker, {
      lease: EXPIRATION_REMINDERS_LEASE,
      seconds: config.reportScheduleTickSeconds > 0 ? TICK_SECONDS : 0,
      failure: 'expiration reminders failed',
    });
  },
  { name: 'platform-expiration-reminders', fastify: '5.x', dependencies: ['platform-config', 'platform-db', 'platform-leases'] },
);
