/** A job's buttons: Download (a done job) and Delete (with the page's delete code). */
import { useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import type { DownloadJob } from '../../lib/downloads';
import { DeleteJobButton } from './DeleteJobButton';
import type { JobActions } from './useJobActions';

export function JobActionsCell({ job, actions, canDelete }: { job: DownloadJob; actions: JobActions; canDelete: boolean }) {
  const translate = useTranslate();
  const busy = actions.busy.has(job.id);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      {job.state === 'done' ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={busy}
          onClick={() => void actions.download(job)}
          aria-label={`${translate('app.pages.downloadCenter.download')}: ${job.title}`}
          data-testid={`job-download-${job.id}`}
        >
          {translate(busy ? 'app.pages.downloadCenter.downloading' : 'app.pages.downloadCenter.download')}
        </Button>
      ) : null}
      {canDelete ? <DeleteJobButton job={job} busy={busy} onDelete={actions.remove} /> : null}
    </Stack>
  );
}
