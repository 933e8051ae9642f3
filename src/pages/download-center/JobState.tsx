/** A job's state: a chip (queued, running, done, failed), the progress of a running job, a failed job's reason. */
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { DownloadJob, DownloadState } from '../../lib/downloads';

const COLORS: Record<DownloadState, ChipProps['color']> = { queued: 'default', running: 'info', done: 'success', failed: 'error' };

export function JobState({ job }: { job: DownloadJob }) {
  const translate = useTranslate();
  const progressText = translate('app.pages.downloadCenter.progress', { progress: job.progress });
  return (
    <Box sx={{ minWidth: 120 }} data-testid={`job-state-${job.id}`} data-state={job.state}>
      <Chip size="small" color={COLORS[job.state]} label={translate(`downloads.states.${job.state}`)} />
      {job.state === 'running' ? (
        <Box sx={{ mt: 0.75 }}>
          <LinearProgress variant="determinate" value={job.progress} aria-label={progressText} data-testid={`job-progress-${job.id}`} />
          <Typography variant="caption" color="text.secondary">
            {progressText}
          </Typography>
        </Box>
      ) : null}
      {job.state === 'failed' && job.reason ? (
        <Typography variant="body2" color="error" sx={{ mt: 0.5 }} data-testid={`job-reason-${job.id}`}>
          {job.reason}
        </Typography>
      ) : null}
    </Box>
  );
}
