import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { Channel, ReadingField, Thresholds } from '../../../src/lib/readings';
import { errorMessage } from '../../../src/api';
import { ChannelChart } from './ChannelChart';
import type { DayChartResult } from './useDayChart';

/** Channels drawn as a line: one field each (a position is two, and belongs on a map). */
const charted = (channels: readonly Channel[]) => channels.filter((c): c is Channel & ReadingField => c !== 'position');

/** A small 24-hour chart per channel of the model; temperature and humidity with their thresholds. */
export function DayCharts({ result, channels, thresholds }: { result: DayChartResult; channels: readonly Channel[]; thresholds: Thresholds }) {
  const translate = useTranslate();
  if (result.status === 'loading') return <LinearProgress aria-label={translate('resources.device.detail.chartLoading')} />;
  if (result.status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={result.retry}>
            {translate('app.retry')}
          </Button>
        }
      >
        {translate(errorMessage(result.error, 'resources.device.detail.chartFailed'))}
      </Alert>
    );
  }
  const { chart } = result;
  const bounds = (field: ReadingField) =>
    field === 'temperature'
      ? { min: thresholds.temperatureMin, max: thresholds.temperatureMax }
      : field === 'humidity'
        ? { min: thresholds.humidityMin, max: thresholds.humidityMax }
        : {};
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' }}>
      {charted(channels).map((field) => (
        <ChannelChart key={field} field={field} series={chart.series[field] ?? []} start={chart.start} end={chart.end} {...bounds(field)} />
      ))}
    </Box>
  );
}
