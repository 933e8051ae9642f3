/**
 * The user's jobs (GET /downloads), loaded again every POLL_MS while one of them is queued or
 * running and the page is shown: a hidden console tab (usePageVisible) or browser tab
 * (react-query's refetchIntervalInBackground: false) does not poll. A kept page loads once more
 * when it shows again.
 */
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { DOWNLOAD_JOBS_KEY, fetchDownloadJobs, type DownloadJobsQuery } from '../../framework/downloads';
import { usePageVisible } from '../../framework/usePageVisible';
import { useRefetchWhenShown } from '../../framework/useRefetchWhenShown';
import type { DownloadJobsPage } from '../../lib/downloads';

export const POLL_MS = 2000;

export function hasPendingJobs(page: DownloadJobsPage | undefined): boolean {
  return Boolean(page?.list.some((job) => job.state === 'queued' || job.state === 'running'));
}

export function useDownloadJobs(query: DownloadJobsQuery): UseQueryResult<DownloadJobsPage> {
  const visible = usePageVisible();
  const result = useQuery({
    queryKey: [...DOWNLOAD_JOBS_KEY, query],
    queryFn: ({ signal }) => fetchDownloadJobs(query, signal),
    refetchInterval: (current) => (visible && hasPendingJobs(current.state.data) ? POLL_MS : false),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: false,
    retry: false,
    placeholderData: keepPreviousData,
  });
  useRefetchWhenShown(visible, result.refetch);
  return result;
}
