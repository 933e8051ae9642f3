/** Calls of the download centre's routes for its tests: make a job, list, read one, fetch its file, delete. */
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { downloadFilePath, DOWNLOADS_PATH, type DownloadJob, type DownloadJobsPage } from '../../src/lib/downloads';
import { signedGet } from './readingsFixture';
import { signedInject, type SignedResponse, type TestPlatform, type TestSession } from './testPlatform';

export interface DownloadsClient {
  create(body: Record<string, unknown>, session?: TestSession, lang?: string): Promise<SignedResponse<DownloadJob>>;
  list(query?: Record<string, string | number>, session?: TestSession, lang?: string): Promise<SignedResponse<DownloadJobsPage>>;
  get(id: number, session?: TestSession, lang?: string): Promise<SignedResponse<DownloadJob>>;
  file(id: number, session?: TestSession): Promise<InjectResponse>;
  remove(id: number, session?: TestSession): Promise<SignedResponse<null>>;
}

/** `session` is the default caller of every call. */
export function downloadsClient(platform: () => TestPlatform, session: () => TestSession): DownloadsClient {
  return {
    create: (json, as = session(), lang = 'en') => signedInject<DownloadJob>(platform(), { method: 'POST', url: DOWNLOADS_PATH, json, session: as, lang }),
    list: (query = {}, as = session(), lang = 'en') => signedInject<DownloadJobsPage>(platform(), { method: 'GET', url: DOWNLOADS_PATH, query, session: as, lang }),
    get: (id, as = session(), lang = 'en') => signedInject<DownloadJob>(platform(), { method: 'GET', url: `${DOWNLOADS_PATH}/${id}`, session: as, lang }),
    file: (id, as = session()) => signedGet(platform(), downloadFilePath(id), {}, as),
    remove: (id, as = session()) => signedInject<null>(platform(), { method: 'DELETE', url: `${DOWNLOADS_PATH}/${id}`, session: as }),
  };
}

/** A '-5' answer's errors by field ({} for any other answer). */
export function fieldErrors(envelope: { data?: unknown }): Record<string, string> {
  return (envelope.data as { errors?: Record<string, string> } | null | undefined)?.errors ?? {};
}
