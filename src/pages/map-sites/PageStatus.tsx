import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { LoadError } from '../../components/LoadError';
import type { LoadState } from './loadState';

/** The loading line or the failure with a retry of a site map; nothing once ready. */
export function PageStatus<T>({ state, testId }: { state: LoadState<T>; testId: string }) {
  const translate = useTranslate();
  if (state.status === 'loading')
    return (
      <Box role="status" data-testid={`${testId}-loading`} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{translate('app.pages.mapSites.loading')}</Typography>
      </Box>
    );
  if (state.status === 'error')
    return (
      <LoadError testId={`${testId}-error`} onRetry={state.retry}>
        {translate('app.pages.mapSites.loadFailed')} {state.message === 'app.pages.mapSites.loadFailed' ? '' : translate(state.message, { _: state.message })}
      </LoadError>
    );
  return null;
}
