/**
 * The jobs: a table on a wide screen; on a phone (≤ 600 px) one card per job with the same
 * figures, so that nothing needs a sideways scroll.
 */
import { useI18nProvider, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { DownloadJob } from '../../lib/downloads';
import { formatBytes, formatTime } from './formatJob';
import { JobActionsCell } from './JobActionsCell';
import { JobState } from './JobState';
import type { JobActions } from './useJobActions';

const C = 'app.pages.downloadCenter.columns';

interface ListProps {
  jobs: readonly DownloadJob[];
  actions: JobActions;
  canDelete: boolean;
}

/** The figures of a job, label → text, as both layouts show them. */
function useJobFigures() {
  const translate = useTranslate();
  const locale = useI18nProvider().getLocale();
  return (job: DownloadJob) => ({
    kind: translate(`downloads.kinds.${job.kind}`, { _: job.kind }),
    size: job.fileSize === null ? '—' : formatBytes(job.fileSize, locale),
    created: formatTime(job.createdAt, locale),
    expires: formatTime(job.expiresAt, locale),
    kept: translate('app.pages.downloadCenter.keepDays', { smart_count: job.keepDays }),
    user: job.username,
  });
}

function JobTable({ jobs, actions, canDelete }: ListProps) {
  const translate = useTranslate();
  const figures = useJobFigures();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={translate('app.pages.downloadCenter.title')}>
        <TableHead>
          <TableRow>
            {['title', 'kind', 'state', 'size', 'created', 'expires', 'user', 'actions'].map((column) => (
              <TableCell key={column}>{translate(`${C}.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {jobs.map((job) => {
            const f = figures(job);
            return (
              <TableRow key={job.id} data-testid={`job-${job.id}`}>
                <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>{job.title}</TableCell>
                <TableCell>{f.kind}</TableCell>
                <TableCell>
                  <JobState job={job} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.size}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.created}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {f.expires}
                  <Typography variant="caption" component="div" color="text.secondary">
                    {f.kept}
                  </Typography>
                </TableCell>
                <TableCell>{f.user}</TableCell>
                <TableCell>
                  <JobActionsCell job={job} actions={actions} canDelete={canDelete} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function JobCards({ jobs, actions, canDelete }: ListProps) {
  const translate = useTranslate();
  const figures = useJobFigures();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {jobs.map((job) => {
        const f = figures(job);
        return (
          <Paper component="li" key={job.id} variant="outlined" sx={{ p: 1.5 }} data-testid={`job-${job.id}`}>
            <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{job.title}</Typography>
            <Box sx={{ my: 1 }}>
              <JobState job={job} />
            </Box>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, typography: 'body2' }}>
              {(['kind', 'size', 'created', 'expires', 'user'] as const).map((key) => (
                <Box key={key} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ color: 'text.secondary' }}>
                    {translate(`${C}.${key}`)}
                  </Box>
                  <Box component="dd" sx={{ m: 0 }}>
                    {key === 'expires' ? `${f.expires} (${f.kept})` : f[key]}
                  </Box>
                </Box>
              ))}
            </Box>
            <Box sx={{ mt: 1 }}>
              <JobActionsCell job={job} actions={actions} canDelete={canDelete} />
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}

export function DownloadJobList(props: ListProps) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return phone ? <JobCards {...props} /> : <JobTable {...props} />;
}
