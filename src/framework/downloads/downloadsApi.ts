/**
 * The download centre's calls (issue 14 §3, src/lib/downloads.ts): make a job, list the user's
 * jobs, remove one. Silent: the pages show a failure beside what failed, not as a toast.
 */
import { api } from '../../api';
import { DOWNLOADS_PATH, type CreateDownloadBody, type DownloadJob, type DownloadJobsPage, type DownloadState } from '../../lib/downloads';

/** The download centre page (menu StatisticsDownloadCenter). */
export const DOWNLOAD_CENTRE_ROUTE = '/statistics/downloadcenter';

/** react-query's key of the jobs list: a new job makes the list load again. */
export const DOWNLOAD_JOBS_KEY = ['downloads', 'jobs'] as const;

export interface DownloadJobsQuery {
  page: number;
  limit: number;
  state?: DownloadState;
}

export function createDownload(body: CreateDownloadBody): Promise<DownloadJob> {
  return api.post<DownloadJob>(DOWNLOADS_PATH, body, undefined, { silent: true });
}

export function fetchDownloadJobs(query: DownloadJobsQuery, signal?: AbortSignal): Promise<DownloadJobsPage> {
  const params: Record<string, unknown> = { page: query.page, limit: query.limit, ...(query.state ? { state: query.state } : {}) };
  return api.get<DownloadJobsPage>(DOWNLOADS_PATH, params, { silent: true, ...(signal ? { signal } : {}) });
}

export function deleteDownload(id: number): Promise<unknown> {
  return api.delete(`${DOWNLOADS_PATH}/${id}`, undefined, { silent: true });
}
