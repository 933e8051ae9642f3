/**
 * The download centre (`/statistics/downloadcenter`, issue 14 §3): the user's report and data
 * jobs with their state and progress (loaded again while one is under way), Download for a done
 * job, Delete with a confirmation for a user with the page's delete code.
 */
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../api';
import { LoadError } from '../../components/LoadError';
import type { PageProps } from '../../framework';
import { usePageCodes } from '../../framework/permissions/usePageCodes';
import { DOWNLOAD_STATES, type DownloadState } from '../../lib/downloads';
import { actionCode } from '../../lib/permissionCodes';
import { DownloadJobList } from './DownloadJobList';
import { useDownloadJobs } from './useDownloadJobs';
import { useJobActions } from './useJobActions';

const K = 'app.pages.downloadCenter';
const PAGE_SIZES = [10, 20, 50];

export function DownloadCenterPage({ name }: PageProps) {
  const translate = useTranslate();
  const [state, setState] = useState<DownloadState | ''>('');
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(20);
  const jobs = useDownloadJobs({ page: page + 1, limit, ...(state ? { state } : {}) });
  const actions = useJobActions();
  const codes = usePageCodes(name);
  const canDelete = Boolean(codes?.includes(actionCode(name, 'delete')));
  const data = jobs.data;

  return (
    <Box component="section" sx={{ p: { xs: 1, sm: 2 } }} aria-labelledby="download-center-title">
      <Typography id="download-center-title" variant="h5" component="h1" data-testid="download-center-title">
        {translate(`${K}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {translate(`${K}.intro`)}
      </Typography>
      <TextField
        select
        size="small"
        label={translate(`${K}.filter`)}
        value={state}
        onChange={(event) => {
          setState(event.target.value as DownloadState | '');
          setPage(0);
        }}
        sx={{ mb: 2, minWidth: 160 }}
        data-testid="download-state-filter"
      >
        <MenuItem value="">{translate(`${K}.allStates`)}</MenuItem>
        {DOWNLOAD_STATES.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(`downloads.states.${value}`)}
          </MenuItem>
        ))}
      </TextField>

      {jobs.isPending ? (
        <Box role="status" data-testid="download-center-loading" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{translate(`${K}.loading`)}</Typography>
        </Box>
      ) : null}
      {jobs.isError ? (
        <LoadError testId="download-center-error" onRetry={() => void jobs.refetch()}>
          {translate(`${K}.loadFailed`)} {translate(errorMessage(jobs.error, `${K}.loadFailed`), { _: '' })}
        </LoadError>
      ) : null}
      {data && !data.list.length ? (
        <Typography color="text.secondary" sx={{ py: 4 }} data-testid="download-center-empty">
          {translate(state ? `${K}.emptyFiltered` : `${K}.empty`)}
        </Typography>
      ) : null}
      {data && data.list.length ? (
        <>
          {/* a poll under way: a thin bar, the list stays as it is until the answer */}
          <Box sx={{ height: 4, mb: 0.5 }}>{jobs.isFetching ? <LinearProgress aria-label={translate(`${K}.refreshing`)} /> : null}</Box>
          <DownloadJobList jobs={data.list} actions={actions} canDelete={canDelete} />
          <TablePagination
            component="div"
            count={data.total}
            page={page}
            rowsPerPage={limit}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_event, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setLimit(Number(event.target.value));
              setPage(0);
            }}
          />
        </>
      ) : null}
    </Box>
  );
}
