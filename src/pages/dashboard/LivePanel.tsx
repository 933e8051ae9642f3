import { useI18nProvider, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Sparkline } from './Sparkline';
import { useFleetLive } from './useFleetLive';
import { LoadError } from '../../components/LoadError';

const K = 'app.pages.dashboard.live';

interface Props {
  /** the path when the user has that page, else undefined (no link to a page that would end on /404) */
  permitted(to: string): string | undefined;
}

/** A live figure; a link to the monitor with that state chosen when the user has the monitor. */
function LiveFigure({ testId, label, value, to, tone }: { testId: string; label: string; value: string; to: string | undefined; tone: string }) {
  const number = (
    <Typography variant="h4" component="span" data-testid={`${testId}-value`} sx={{ color: tone, display: 'block' }}>
      {value}
    </Typography>
  );
  return (
    <Box data-testid={testId} sx={{ minWidth: 140 }}>
      <Typography variant="body2" color="text.secondary" component="div">
        {label}
      </Typography>
      {to ? (
        <Link component={RouterLink} to={to} underline="hover" aria-label={`${label}: ${value}`}>
          {number}
        </Link>
      ) : (
        number
      )}
    </Box>
  );
}

/** The dashboard's live panel (issue 12 §3): devices exceeding and offline now, and the exceeding count over the last 24 hours. */
export function LivePanel({ permitted }: Props) {
  const translate = useTranslate();
  const locale = useI18nProvider().getLocale();
  const theme = useTheme();
  const live = useFleetLive();
  if (live.status === 'forbidden') return null;
  const format = new Intl.NumberFormat(locale);
  return (
    <Card variant="outlined" component="section" aria-labelledby="dashboard-live-title" data-testid="dashboard-live" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="dashboard-live-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(`${K}.title`)}
        </Typography>
        {live.status === 'loading' ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{translate(`${K}.loading`)}</Typography>
          </Box>
        ) : null}
        {live.status === 'error' ? (
          <LoadError testId="dashboard-live-error" onRetry={live.retry}>
            {translate(`${K}.error`)} {translate(live.message, { _: live.message })}
          </LoadError>
        ) : null}
        {live.status === 'success' ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-end' }}>
            <LiveFigure
              testId="live-exceeding"
              label={translate(`${K}.exceeding`)}
              value={format.format(live.data.exceeding)}
              to={permitted('/device/monitor?state=exceeding')}
              tone={live.data.exceeding ? theme.palette.error.main : theme.palette.text.primary}
            />
            <LiveFigure
              testId="live-offline"
              label={translate(`${K}.offline`)}
              value={format.format(live.data.offline)}
              to={permitted('/device/monitor?state=offline')}
              tone={theme.palette.text.primary}
            />
            <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary" id="dashboard-live-sparkline">
                {translate(`${K}.sparkline`)}
              </Typography>
              <Sparkline values={live.data.hourly.map((point) => point.exceeding)} color={theme.palette.error.main} />
              <Typography variant="caption" color="text.secondary" data-testid="live-summary">
                {translate(`${K}.summary`, {
                  last: format.format(live.data.hourly.at(-1)?.exceeding ?? 0),
                  max: format.format(Math.max(0, ...live.data.hourly.map((point) => point.exceeding))),
                  min: format.format(Math.min(...live.data.hourly.map((point) => point.exceeding))),
                })}
              </Typography>
            </Box>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
