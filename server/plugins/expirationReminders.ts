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

export interface ExpirationReminders {
  /** sends the reminders due now; answers what each reminder sent */
  tick(): Promise<ReminderSent[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    expirationReminders: ExpirationReminders;
  }
}

const TICK_MS = 3_600_000;
export const EXPIRATION_REMINDERS_LEASE = 'expiration-reminders';

export default fp(
  async (app) => {
    const { config } = app;
    let running: Promise<ReminderSent[]> | null = null;
    const tick = (): Promise<ReminderSent[]> => {
      running ??= sendExpirationReminders(app.db, app.nowUnix(), config.reportScheduleUtcOffsetMinutes).finally(() => {
        running = null;
      });
      return running;
    };
    app.decorate('expirationReminders', { tick });

    const lease = app.leases.lease(EXPIRATION_REMINDERS_LEASE);
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      if (!(config.reportScheduleTickSeconds > 0)) return;
      timer = setInterval(() => {
        lease.ifHeld(tick)?.catch((error: unknown) => app.log.warn({ err: error }, 'expiration reminders failed'));
      }, TICK_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'platform-expiration-reminders', fastify: '5.x', dependencies: ['platform-config', 'platform-db', 'platform-leases'] },
);
