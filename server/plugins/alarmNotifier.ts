/**
 * The alarm notifier (services/alarms/notify/notifier.ts) on a timer of ALARM_NOTIFY_TICK_MS,
 * with the simulated providers of every channel. The timer starts once the app is ready and stops
 * before it closes, waiting for a tick under way so that the database is never closed under it.
 * Tests move the clock and call `app.alarmNotifier.tick()`. The timer ticks only while this
 * instance holds the 'alarm-notifier' lease (plugins/leases.ts); a notification is claimed in the
 * database before its provider is called (deliver.ts), so that even two notifiers never send one twice.
 */
import fp from 'fastify-plugin';
import { createNotifier, type AlarmNotifier } from '../services/alarms/notify/notifier';
import { simulatedProviders } from '../services/alarms/notify/providers/simulated';

declare module 'fastify' {
  interface FastifyInstance {
    alarmNotifier: AlarmNotifier;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    const notifier = createNotifier(app.db, {
      now: config.now,
      settings: { creditPerSms: config.creditPerSms, creditPerVoiceCall: config.creditPerVoiceCall, dayUtcOffsetMinutes: config.alarmDayUtcOffsetMinutes },
      providers: simulatedProviders({
        random: config.notifyRandom,
        delayScale: config.notifyDelayScale,
        failureRate: config.notifyFailureRate,
        noAnswerRate: config.notifyNoAnswerRate,
      }),
    });
    app.decorate('alarmNotifier', notifier);

    const lease = app.leases.lease('alarm-notifier');
    let timer: NodeJS.Timeout | undefined;
    let busy = false;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        // a slow tick is not queued behind: the next interval after it ends starts the next one
        if (busy) return;
        const run = lease.ifHeld(() => notifier.tick());
        if (!run) return;
        busy = true;
        run
          .catch((error: unknown) => app.log.warn({ err: error }, 'alarm notifier failed'))
          .finally(() => {
            busy = false;
          });
      }, config.alarmNotifyTickMs);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await notifier.idle();
    });
  },
  { name: 'platform-alarm-notifier', fastify: '5.x', dependencies: ['platform-config', 'platform-db', 'platform-leases'] },
);
