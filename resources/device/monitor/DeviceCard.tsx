import { memo, type ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { MonitorRow } from '../../../src/lib/readings';
import { JudgedValue } from '../live/JudgedValue';
import { LastSeen } from '../live/LastSeen';
import { StateChip } from '../live/StateChip';
import { Vitals } from '../live/Vitals';
import { ThresholdNote } from './ThresholdNote';

interface Props {
  row: MonitorRow;
  now: number;
  /** the detail page; without it the card is not a link (the user lacks that page) */
  to: string | undefined;
  /** shown under the values (a cabinet's brand, model and volume) */
  extra?: ReactNode;
}

/** One device of the monitor: its state, temperature and humidity against its thresholds, battery, signal and when it was last heard from. */
export const DeviceCard = memo(function DeviceCard({ row, now, to, extra }: Props) {
  const translate = useTranslate();
  const { thresholds: t, reading } = row;
  const content = (
    <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1" noWrap sx={{ fontWeight: 600 }}>
            {row.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {row.number} · {translate(`enums.deviceType.${row.type}`, { _: row.type })}
          </Typography>
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <StateChip state={row.state} />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'baseline' }}>
        {row.channels.includes('temperature') ? (
          <Box data-channel="temperature">
            <JudgedValue field="temperature" value={reading?.temperature ?? null} min={t.temperatureMin} max={t.temperatureMax} fontSize="1.5rem" />
            <ThresholdNote field="temperature" min={t.temperatureMin} max={t.temperatureMax} />
          </Box>
        ) : null}
        {row.channels.includes('humidity') ? (
          <Box data-channel="humidity">
            <JudgedValue field="humidity" value={reading?.humidity ?? null} min={t.humidityMin} max={t.humidityMax} fontSize="1.25rem" />
            <ThresholdNote field="humidity" min={t.humidityMin} max={t.humidityMax} />
          </Box>
        ) : null}
      </Box>
      {extra}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
        <Vitals channels={row.channels} reading={reading} />
        <Typography variant="caption" color="text.secondary" data-testid="last-seen">
          <LastSeen at={row.lastSeen} now={now} />
        </Typography>
      </Box>
    </CardContent>
  );
  return (
    <Card variant="outlined" data-testid={`device-card-${row.id}`} data-state={row.state} sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
});
