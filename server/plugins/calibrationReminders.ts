/**
 * The calibration due-date reminders (services/calibration/reminders.ts) on `app.calibrationReminders`:
 * an hourly tick while this instance holds the 'calibration-reminders' lease (plugins/leases.ts), so
 * that with several instances one sends. Ticks on a timer only where the scheduled jobs do
 * (REPORT_SCHEDULE_TICK_SECONDS above 0); the test platform sets 0 and tests call `tick()` with
 * their own clock. The timer starts once the app is ready and stops before it closes, waiting for
 * a tick under way.
 */
import fp from 'fastify-plugin';
import { sendCalibrationReminders } from '../services/calibration/reminders';

export interface CalibrationReminders {
  /** sends the reminders due now; answers the plans reminded */
  tick(): Promise<number[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    calibrationReminders: CalibrationReminders;
  }
}

const TICK_MS = 3_600_000;

export default fp(
  async (app) => {
    const { config } = app;
    let running: Promise<number[]> | null = null;
    const tick = (): Promise<number[]> => {
      running ??= sendCalibrationReminders(app.db, app.nowUnix(), config.reportScheduleUtcOffsetMinutes).finally(() => {
        running = null;
      });
      return running;
    };
    app.decorate('calibrationReminders', { tick });

    const lease = app.leases.lease('calibration-reminders');
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      if (!(config.reportScheduleTickSeconds > 0)) return;
      timer = setInterval(() => {
        lease.ifHeld(tick)?.catch((error: unknown) => app.log.warn({ err: error }, 'calibration reminders failed'));
      }, TICK_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'platform-calibration-reminders', fastify: '5.x', dependencies: ['platform-config', 'platform-db', 'platform-leases'] },
);
