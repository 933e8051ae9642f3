/**
 * One job, from running to done or failed: its owner as the users table has them now (company
 * checked against the job's), the kind's file written under a temporary name then renamed, the
 * row updated. A thrown error's message is logged, never shown: the row gets a locale key.
 * Aborted with 'stopping' (the server closes) the row stays running, for the next start (or, with
 * several instances, another instance once its heartbeat is stale) to take up again; with
 * 'cancelled' (deleted) the row is already gone and nothing is kept; with 'lost' another instance
 * has taken the job up (this one's heartbeat went stale): this run stops and writes nothing more.
 * Only the instance that claimed the job writes its row.
 */
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { languageOf } from '../../messages';
import { findUser, toAuthUser } from '../users';
import { DownloadJobError, type DownloadKindHandler, type JobFile } from './kind';
import { partName, removeFile, writeJobFile } from './jobFiles';
import { failJob, finishJob, setProgress, type JobRow } from './jobStore';
import { GENERIC_REASON, storedReason } from './jobView';
import { progressWriter } from './progressWriter';

export type AbortReason = 'stopping' | 'cancelled' | 'lost';

export interface RunDeps {
  app: FastifyInstance;
  /** the instance running the jobs (plugins/leases.ts): only it writes their rows */
  instanceId: string;
  dir: string;
  kinds: Readonly<Record<string, DownloadKindHandler<unknown>>>;
  pauseMs: number;
}

/** The kind's promise, or a rejection as soon as the signal aborts (a kind that ignores it does not hold the close). */
function unlessAborted(run: Promise<JobFile>, signal: AbortSignal): Promise<JobFile> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    run.then(
      (file) => {
        signal.removeEventListener('abort', onAbort);
        // a file made after the abort is not written: its stream is released
        if (signal.aborted && file.data instanceof Readable) file.data.destroy();
        resolve(file);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

export async function runJob(deps: RunDeps, row: JobRow, signal: AbortSignal): Promise<void> {
  const { app, dir, instanceId } = deps;
  const { db } = app;
  const fail = (key: string, params?: Record<string, string | number>) => failJob(db, row.id, instanceId, storedReason({ key, ...(params ? { params } : {}) }), app.nowUnix());
  const progress = progressWriter(
    (value) => setProgress(db, row.id, instanceId, value),
    (error) => app.log.warn({ err: error, jobId: row.id }, 'download progress not stored'),
  );
  try {
    const handler = deps.kinds[row.kind];
    if (!handler) return await fail('downloads.reasons.unknownKind');
    const owner = await findUser(db, { id: row.user_id });
    if (!owner || owner.company_id !== row.company_id) return await fail('downloads.reasons.ownerGone');
    if (deps.pauseMs > 0) await sleep(deps.pauseMs, undefined, { signal });
    const file = await unlessAborted(
      handler.run({
        app,
        user: toAuthUser(owner),
        params: JSON.parse(row.params) as unknown,
        lang: languageOf(row.lang),
        jobId: row.id,
        progress: (percent) => progress.report(percent),
        signal,
      }),
      signal,
    );
    const stored = await writeJobFile(dir, row.id, file.fileName, file.data, { pauseMs: deps.pauseMs, signal });
    await progress.close();
    if (!(await finishJob(db, row.id, instanceId, { name: file.fileName, path: stored.name, size: stored.size }, app.nowUnix()))) {
      // deleted while it ran (or taken up by another instance): its file goes too
      await removeFile(dir, stored.name);
    }
  } catch (error) {
    await progress.close();
    if (signal.aborted) {
      await removeFile(dir, partName(row.id)).catch(() => undefined);
      return;
    }
    if (error instanceof DownloadJobError) return await fail(error.key, error.params);
    app.log.error({ err: error, jobId: row.id, kind: row.kind }, 'download job failed');
    await fail(GENERIC_REASON);
  } finally {
    await progress.close();
  }
}
