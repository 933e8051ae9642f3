/** The overview's headline figures: devices, online and its rate, open alarms, excursions (30 days), time in range (30 days). */
import { useLocaleState, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { StatisticsOverview } from '../../lib/reports';
import { formatPercent } from '../../framework/report/reportFormat';

const K = 'app.pages.statistics.overview';

export function OverviewFigures({ overview }: { overview: StatisticsOverview }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const number = new Intl.NumberFormat(locale);
  const figures: Array<{ key: string; value: string; note?: string }> = [
    { key: 'devices', value: number.format(overview.devices) },
    { key: 'online', value: number.format(overview.online), note: translate(`${K}.rate`, { rate: formatPercent(overview.onlineRate) }) },
    { key: 'openAlarms', value: number.format(overview.openAlarms) },
    { key: 'excursions', value: number.format(overview.excursions), note: translate(`${K}.window`) },
    { key: 'timeInRange', value: formatPercent(overview.timeInRangePct), note: translate(`${K}.window`) },
  ];
  return (
    <Box
      component="ul"
      aria-label={translate(`${K}.figures`)}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
    >
      {figures.map((figure) => (
        <li key={figure.key}>
          <Card variant="outlined" sx={{ height: '100%' }} data-testid={`overview-${figure.key}`}>
            <CardContent>
              <Typography variant="body2" color="text.secondary" component="div">
                {translate(`${K}.labels.${figure.key}`)}
              </Typography>
              <Typography variant="h4" component="div" data-testid={`overview-${figure.key}-value`}>
                {figure.value}
              </Typography>
              {figure.note ? (
                <Typography variant="caption" color="text.secondary" component="div">
                  {figure.note}
                </Typography>
              ) : null}
            </CardContent>
          </Card>
        </li>
      ))}
    </Box>
  );
}
