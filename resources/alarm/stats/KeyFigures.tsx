import { useLocaleState, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { AlarmStats } from '../../../src/lib/alarms';
import { durationText } from '../shared/alarmWords';

const K = 'alarm.pages.stats';

/** The range's alarms, the mean time to acknowledge and the mean duration, as a description list of cards. */
export function KeyFigures({ stats }: { stats: AlarmStats }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const figures: Array<[string, string, string]> = [
    ['total', translate(`${K}.total`), new Intl.NumberFormat(locale).format(stats.total)],
    ['meanAck', translate(`${K}.meanAck`), stats.meanAckSeconds === null ? translate(`${K}.noneAcknowledged`) : durationText(translate, stats.meanAckSeconds)],
    [
      'meanDuration',
      translate(`${K}.meanDuration`),
      stats.meanDurationSeconds === null ? translate(`${K}.noneEnded`) : durationText(translate, stats.meanDurationSeconds),
    ],
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
      {figures.map(([id, term, value]) => (
        <Card key={id} variant="outlined">
          <CardContent>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }} data-testid={`alarm-stats-${id}`}>
              {value}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
