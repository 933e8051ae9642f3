/**
 * The download centre (services/downloads/centre.ts) on `app.downloads`. At start the jobs a
 * stopped server left running go back to the queue and expired jobs are deleted; then, when this
 * process runs the worker (DOWNLOAD_WORKER), a new or finished job starts the next one at once,
 * a timer of DOWNLOAD_TICK_MS looks for queued jobs and one of DOWNLOAD_SWEEP_SECONDS deletes
 * expired ones. The timers start once the app is ready and stop before it closes; running jobs
 * are aborted then and stay 'running', for the next start to take up. Tests tick by hand.
 * Several instances (REDIS_URL) each run the queue: jobs are claimed atomically, every running job
 * gets a heartbeat each third of DOWNLOAD_JOB_TIMEOUT_SECONDS (whether or not this process runs the
 * worker timers), and one left by a dead or closed instance is taken up once its heartbeat is that
 * old. Expired jobs are deleted by the holder of the 'download-expiry' lease (plugins/leases.ts).
 */
import fp from 'fastify-plugin';
import { createDownloadCentre, type DownloadCentre } from '../services/downloads/centre';
import { openJobFolder, removeFolder } from '../services/downloads/jobFiles';
import { DOWNLOAD_KIND_HANDLERS } from '../services/downloads/kinds';

declare module 'fastify' {
  interface FastifyInstance {
    downloads: DownloadCentre;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    const folder = await openJobFolder(config.downloadsDir);
    let soon: NodeJS.Immediate | undefined;
    let working = false;
    const centre = createDownloadCentre(app, {
      dir: folder.dir,
      kinds: { ...DOWNLOAD_KIND_HANDLERS, ...config.downloadExtraKinds },
      concurrency: config.downloadConcurrency,
      pauseMs: config.downloadThrottleMs,
      instanceId: app.leases.instanceId,
      shared: app.leases.shared,
      jobTimeoutSeconds: config.downloadJobTimeoutSeconds,
      onWork: () => {
        if (working) soon ??= setImmediate(tick);
      },
    });
    app.decorate('downloads', centre);

    /** A tick or sweep on a timer: a failure is logged, not thrown. */
    function tick() {
      soon = undefined;
      centre.tick().catch((error: unknown) => app.log.warn({ err: error }, 'download queue failed'));
    }
    const expiry = app.leases.lease('download-expiry');
    function sweep() {
      expiry
        .ifHeld(() => centre.sweep())
        ?.then((removed) => removed && app.log.info({ removed }, 'removed expired downloads'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'download expiry failed'));
    }

    function beat() {
      centre.beat().catch((error: unknown) => app.log.warn({ err: error }, 'download heartbeat failed'));
    }

    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      await centre.recover();
      await expiry.ifHeld(() => centre.sweep());
      const heartbeat = setInterval(beat, (config.downloadJobTimeoutSeconds * 1000) / 3);
      heartbeat.unref();
      timers.push(heartbeat);
      if (!config.downloadWorker) return;
      working = true;
      const worker = [setInterval(tick, config.downloadTickMs), setInterval(sweep, config.downloadSweepSeconds * 1000)];
      for (const timer of worker) timer.unref();
      timers.push(...worker);
      tick();
    });
    app.addHook('preClose', async () => {
      working = false;
      for (const timer of timers.splice(0)) clearInterval(timer);
      if (soon) clearImmediate(soon);
      await centre.stop();
    });
    app.addHook('onClose', async () => {
      if (folder.temporary) await removeFolder(folder.dir);
    });
  },
  { name: 'platform-download-centre', fastify: '5.x', dependencies: ['platform-config', 'platform-db', 'platform-leases'] },
);
