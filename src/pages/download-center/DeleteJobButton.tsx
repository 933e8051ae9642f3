/** Delete with a confirmation that names the job (and says that a running one stops). */
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import { Confirm } from 'react-admin';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import type { DownloadJob } from '../../lib/downloads';

export function DeleteJobButton({ job, busy, onDelete }: { job: DownloadJob; busy: boolean; onDelete(job: DownloadJob): Promise<boolean> }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('app.pages.downloadCenter.delete');
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton aria-label={`${label}: ${job.title}`} disabled={busy} onClick={() => setOpen(true)} data-testid={`job-delete-${job.id}`}>
            <DeleteIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={busy}
        title="app.pages.downloadCenter.deleteTitle"
        content={job.state === 'running' || job.state === 'queued' ? 'app.pages.downloadCenter.deleteRunning' : 'app.pages.downloadCenter.deleteContent'}
        translateOptions={{ title: job.title }}
        confirmColor="warning"
        onConfirm={() => void onDelete(job).then((deleted) => deleted && setOpen(false))}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
