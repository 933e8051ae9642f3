/**
 * /statistics/overview (issue 14 §3): the figures of the devices the user sees — devices, online
 * rate, open alarms, excursions and time in range over 30 days — then the breakdowns by
 * organization and over the 30 days, each a nivo chart with its figures beside it.
 */
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../components/LoadError';
import { loadErrorText } from '../../framework/report/loadErrorText';
import { DailyBreakdown } from './DailyBreakdown';
import { OrganizationBreakdown } from './OrganizationBreakdown';
import { OverviewFigures } from './OverviewFigures';
import { useOverview } from './useOverview';

const K = 'app.pages.statistics.overview';

export function OverviewPage() {
  const translate = useTranslate();
  const overview = useOverview();
  return (
    <Box component="section" sx={{ p: 2 }} aria-labelledby="overview-title">
      <Typography id="overview-title" variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate(`${K}.title`)}
      </Typography>
      {overview.isPending ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4 }} data-testid="overview-loading">
          <CircularProgress size={24} aria-hidden />
          <Typography>{translate(`${K}.loading`)}</Typography>
        </Box>
      ) : overview.isError ? (
        <LoadError testId="overview-error" onRetry={() => void overview.refetch()}>
          {loadErrorText(overview.error, translate, `${K}.error`)}
        </LoadError>
      ) : (
        <>
          <OverviewFigures overview={overview.data} />
          <OrganizationBreakdown rows={overview.data.byOrganization} />
          <DailyBreakdown days={overview.data.daily} />
        </>
      )}
    </Box>
  );
}
