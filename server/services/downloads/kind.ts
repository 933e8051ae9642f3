/**
 * What a kind of download-centre job provides (issue 14 §3). The download centre
 * (services/downloads/) owns the queue, the worker, the files and their expiry; each kind only
 * checks its parameters and makes its file. The kinds are listed in services/downloads/kinds.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import type { AuthUser } from '../users';

export type CheckedParams<P> = { ok: true; params: P; title: string } | { ok: false; errors: Record<string, string> };

export interface JobContext<P> {
  app: FastifyInstance;
  /** the job's owner, as it was when the job was made (its company scopes every query) */
  user: AuthUser;
  params: P;
  /** the owner's language when the job was made: the file is written in it */
  lang: string;
  jobId: number;
  /** report 0–100; the centre stores it (at most every 500 ms) for the list to show */
  progress(percent: number): void;
  /** aborted when the job is deleted or the server stops: a long kind may stop early (the centre drops its file either way) */
  signal: AbortSignal;
}

/**
 * A failure the owner may read: its reason is a locale key (with params) shown in the list, e.g.
 * `downloads.reasons.noData`. Any other thrown error shows the generic `downloads.reasons.failed`;
 * its message is only logged (it may hold SQL, paths or another company's names).
 */
export class DownloadJobError extends Error {
  override readonly name = 'DownloadJobError';
  constructor(
    readonly key: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(key);
  }
}

export interface JobFile {
  /** the file's name as downloaded, e.g. `WB001_202611010000-202611080000.pdf` */
  fileName: string;
  contentType: string;
  data: Buffer | Readable;
}

export interface DownloadKindHandler<P> {
  /**
   * Called by `POST /downloads` after authentication, with the raw `params`: the permission
   * ('forbidden'), then the input: errors by field, already in `lang` (answered '-5').
   */
  check(app: FastifyInstance, user: AuthUser, raw: unknown, lang: string): Promise<CheckedParams<P> | 'forbidden'>;
  run(context: JobContext<P>): Promise<JobFile>;
}
