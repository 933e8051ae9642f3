import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../src/api';
import { LoadError } from '../../../src/components/LoadError';
import { RangeBar } from '../range/RangeBar';
import type { AlarmRangeModel } from '../range/useAlarmRange';
import type { LoadResult } from '../shared/useAlarmQuery';

/** A statistics page's frame: title, range, loading, failure with a retry, the empty text, then the figures. */
export function StatsFrame<T>({
  id,
  title,
  range,
  result,
  empty,
  children,
}: {
  id: string;
  title: string;
  range: AlarmRangeModel;
  result: LoadResult<T>;
  /** whether the answer holds nothing to show */
  empty(data: T): boolean;
  children(data: T): ReactNode;
}) {
  const translate = useTranslate();
  const titleId = `${id}-title`;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Typography id={titleId} variant="h5" component="h1">
        {title}
      </Typography>
      <RangeBar model={range} />
      {result.status === 'loading' || (result.status === 'ready' && result.fetching) ? (
        <LinearProgress aria-label={translate('alarm.pages.stats.loading')} />
      ) : null}
      {result.status === 'error' ? (
        <LoadError testId={`${id}-error`} onRetry={result.retry}>
          {translate(errorMessage(result.error, 'alarm.pages.stats.loadFailed'))}
        </LoadError>
      ) : null}
      {result.status === 'ready' && empty(result.data) ? (
        <Typography color="text.secondary" data-testid={`${id}-empty`}>
          {translate('alarm.pages.stats.empty')}
        </Typography>
      ) : null}
      {result.status === 'ready' && !empty(result.data) ? children(result.data) : null}
    </Box>
  );
}
