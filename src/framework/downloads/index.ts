/** The download centre's public face for other pages (issue 14 §3): send a job there and say so. */
export { useCreateDownload, type CreateDownload, type CreateDownloadState } from './useCreateDownload';
export { DownloadJobNotice } from './DownloadJobNotice';
export { downloadErrorText } from './downloadErrorText';
export { createDownload, deleteDownload, fetchDownloadJobs, DOWNLOAD_CENTRE_ROUTE, DOWNLOAD_JOBS_KEY, type DownloadJobsQuery } from './downloadsApi';
