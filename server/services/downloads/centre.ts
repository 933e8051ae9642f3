/**
 * The download centre (issue 14 §3): the queue of jobs in download_jobs, a worker running up to
 * `concurrency` of them, their files, expiry and the recovery after a restart. The plugin
 * (plugins/downloadCentre.ts) puts it on `app.downloads` and drives it by timers; tests call
 * `tick()` / `drain()` / `sweep()` against their own clock.
 * Several instances (issue 27 §2) share one queue: each claims jobs atomically (claimJob.ts) and
 * beats a heartbeat on the ones it runs; a job whose instance stopped beating for the timeout is
 * claimed again by another.
 */
import type { FastifyInstance } from 'fastify';
import type { DownloadJob, DownloadJobsPage, DownloadState, KeepDays } from '../../../src/lib/downloads';
import type { Language } from '../../messages';
import type { AuthUser } from '../users';
import { filePath, partName, removeFile, removeStrayFiles } from './jobFiles';
import { claimNextJob } from './claimJob';
import { beatJobs, deleteJob, expiredJobs, insertJob, jobById, ownJob, ownJobs, requeueRunning, runningIds, storedPaths, type JobRow, type Owner } from './jobStore';
import { toDownloadJob } from './jobView';
import { runJob, type AbortReason, type RunDeps } from './runJob';

export interface NewDownload {
  /** the owner: the job runs with this user's company and rights, and only this user sees it */
  user: AuthUser;
  kind: string;
  /** the kind's checked parameters */
  params: unknown;
  /** the list's name of the job, in `lang` */
  title: string;
  lang: Language;
  keepDays: KeepDays;
  /** the scheduled report that made it (report scheduler) */
  scheduleId?: number | null;
}

export interface DownloadFile {
  path: string;
  fileName: string;
  size: number;
}

export interface DownloadCentre {
  /** queues a job; null when `maxPending` is given and the owner already has that many queued or running */
  create(job: NewDownload, options?: { maxPending?: number }): Promise<DownloadJob | null>;
  list(user: AuthUser, query: { page: number; limit: number; state?: DownloadState }, lang: Language): Promise<DownloadJobsPage>;
  get(user: AuthUser, id: number, lang: Language): Promise<DownloadJob | undefined>;
  /** a done, unexpired job's file of the user's own */
  file(user: AuthUser, id: number): Promise<DownloadFile | undefined>;
  /** deletes the user's job and its file; a running job is cancelled first. False: no such job of the user's */
  remove(user: AuthUser, id: number): Promise<boolean>;
  /** starts queued jobs in the free slots (does not wait for them) */
  tick(): Promise<void>;
  /** runs jobs until none is queued or running */
  drain(): Promise<void>;
  /** deletes the expired jobs and their files; answers how many */
  sweep(): Promise<number>;
  /** at start: jobs a stopped server left running go back to the queue (one process: with several, the claim takes them up once stale), and files no job points at are removed */
  recover(): Promise<number>;
  /** the heartbeat of the jobs this instance runs; a job deleted or taken up by another instance meanwhile is stopped here */
  beat(): Promise<void>;
  /** aborts the running jobs, leaving them 'running' for the next start, and waits for them */
  stop(): Promise<void>;
  /** the folder of the files */
  readonly dir: string;
  /** every kind this centre runs, by name */
  readonly kinds: RunDeps['kinds'];
  /** calls `listener` with each job's row once it is done or failed (the report scheduler notifies its receivers) */
  onSettled(listener: (job: JobRow) => void | Promise<void>): void;
}

export interface CentreOptions {
  dir: string;
  kinds: RunDeps['kinds'];
  concurrency: number;
  pauseMs: number;
  /** this instance (plugins/leases.ts): the claimed jobs' `instance_id` */
  instanceId: string;
  /** several instances share the queue (REDIS_URL): a job running elsewhere is another's, unless its heartbeat is older than `jobTimeoutSeconds` */
  shared: boolean;
  jobTimeoutSeconds: number;
  /** called when a job may start (a new job, a finished one): the plugin ticks soon when it runs the worker */
  onWork?: () => void;
}

const ownerOf = (user: AuthUser): Owner => ({ companyId: user.companyId, userId: user.id });

export function createDownloadCentre(app: FastifyInstance, options: CentreOptions): DownloadCentre {
  const { db } = app;
  const { dir } = options;
  const { instanceId, shared, jobTimeoutSeconds } = options;
  const deps: RunDeps = { app, instanceId, dir, kinds: options.kinds, pauseMs: options.pauseMs };
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const running = new Map<number, { controller: AbortController; done: Promise<void> }>();
  let ticking: Promise<void> | null = null;
  let stopping = false;
  const listeners: Array<(job: JobRow) => void | Promise<void>> = [];

  async function settled(id: number): Promise<void> {
    const row = await jobById(db, id);
    if (!row || (row.state !== 'done' && row.state !== 'failed')) return;
    for (const listener of listeners) await listener(row);
  }

  function start(row: JobRow): void {
    const controller = new AbortController();
    const done = runJob(deps, row, controller.signal)
      .then(() => (controller.signal.aborted ? undefined : settled(row.id)))
      .catch((error: unknown) => app.log.error({ err: error, jobId: row.id }, 'download job not recorded'))
      .finally(() => {
        running.delete(row.id);
        if (!stopping) options.onWork?.();
      });
    running.set(row.id, { controller, done });
  }

  async function startFree(): Promise<void> {
    while (!stopping && running.size < concurrency) {
      const now = app.nowUnix();
      const row = await claimNextJob(db, { now, instanceId, staleBefore: shared ? now - jobTimeoutSeconds : null });
      if (!row) return;
      start(row);
    }
  }

  function tick(): Promise<void> {
    ticking ??= startFree().finally(() => {
      ticking = null;
    });
    return ticking;
  }

  /** Stops a job of this process (deleted or expired): its worker drops what it made. */
  function cancel(id: number, reason: AbortReason): void {
    running.get(id)?.controller.abort(reason);
  }

  async function discard(row: JobRow): Promise<void> {
    cancel(row.id, 'cancelled');
    await deleteJob(db, row.id);
    await removeFile(dir, row.file_path);
    await removeFile(dir, partName(row.id));
  }

  return {
    dir,
    kinds: options.kinds,
    onSettled(listener) {
      listeners.push(listener);
    },
    async create(job, { maxPending } = {}) {
      const row = await insertJob(
        db,
        {
          companyId: job.user.companyId,
          userId: job.user.id,
          username: job.user.username,
          kind: job.kind,
          params: job.params,
          title: job.title,
          lang: job.lang,
          keepDays: job.keepDays,
          scheduleId: job.scheduleId ?? null,
          createdAt: app.nowUnix(),
        },
        maxPending,
      );
      if (row) options.onWork?.();
      return row ? toDownloadJob(row, job.lang) : null;
    },
    async list(user, query, lang) {
      const { rows, total } = await ownJobs(db, ownerOf(user), { offset: (query.page - 1) * query.limit, limit: query.limit, ...(query.state ? { state: query.state } : {}) });
      return { list: rows.map((row) => toDownloadJob(row, lang)), total };
    },
    async get(user, id, lang) {
      const row = await ownJob(db, ownerOf(user), id);
      return row ? toDownloadJob(row, lang) : undefined;
    },
    async file(user, id) {
      const row = await ownJob(db, ownerOf(user), id);
      if (!row || row.state !== 'done' || !row.file_path || !row.file_name || row.expires_at <= app.nowUnix()) return undefined;
      return { path: filePath(dir, row.file_path), fileName: row.file_name, size: row.file_size ?? 0 };
    },
    async remove(user, id) {
      const row = await ownJob(db, ownerOf(user), id);
      if (!row) return false;
      await discard(row);
      return true;
    },
    tick,
    async drain() {
      for (;;) {
        await tick();
        if (!running.size) return;
        await Promise.race([...running.values()].map((job) => job.done));
      }
    },
    async sweep() {
      const expired = await expiredJobs(db, app.nowUnix());
      for (const row of expired) await discard(row);
      return expired.length;
    },
    async recover() {
      if (shared) {
        // the running jobs are other instances' (or stale, for a claim to take up): their half-written files stay
        const keep = await storedPaths(db);
        for (const id of await runningIds(db)) keep.add(partName(id));
        const stray = await removeStrayFiles(dir, keep);
        if (stray) app.log.info({ strayFiles: stray }, 'download centre recovered');
        return 0;
      }
      const requeued = await requeueRunning(db);
      for (const row of requeued) {
        await removeFile(dir, row.file_path);
        await removeFile(dir, partName(row.id));
      }
      const stray = await removeStrayFiles(dir, await storedPaths(db));
      if (requeued.length || stray) app.log.info({ requeued: requeued.length, strayFiles: stray }, 'download centre recovered');
      return requeued.length;
    },
    async beat() {
      const ids = [...running.keys()];
      const ours = await beatJobs(db, ids, instanceId, app.nowUnix());
      for (const id of ids.filter((id) => !ours.has(id))) {
        if (!running.has(id)) continue;
        cancel(id, (await jobById(db, id)) ? 'lost' : 'cancelled');
      }
    },
    async stop() {
      stopping = true;
      await ticking;
      for (const job of running.values()) job.controller.abort('stopping' satisfies AbortReason);
      await Promise.all([...running.values()].map((job) => job.done));
    },
  };
}
