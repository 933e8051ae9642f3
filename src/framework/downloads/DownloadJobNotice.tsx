/**
 * The answer to "export to the download centre" beside the button that asked: the job is made
 * (with a link to the centre when the user has that page), or why it was refused.
 */
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { usePermittedPath } from '../usePermittedPath';
import { downloadErrorText } from './downloadErrorText';
import { DOWNLOAD_CENTRE_ROUTE } from './downloadsApi';
import type { CreateDownloadState } from './useCreateDownload';

export function DownloadJobNotice({ state, onClose }: { state: CreateDownloadState; onClose(): void }) {
  const translate = useTranslate();
  const permitted = usePermittedPath();
  if (state.status === 'created') {
    const to = permitted(DOWNLOAD_CENTRE_ROUTE);
    return (
      <Alert severity="success" onClose={onClose} sx={{ mt: 1 }} data-testid="download-job-created">
        {translate('downloads.created', { title: state.job.title })}{' '}
        {to ? (
          <Link component={RouterLink} to={to}>
            {translate('downloads.openCentre')}
          </Link>
        ) : null}
      </Alert>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert severity="error" role="alert" onClose={onClose} sx={{ mt: 1 }} data-testid="download-job-failed">
        {downloadErrorText(state.error, translate, 'downloads.createFailed')}
      </Alert>
    );
  }
  return null;
}
