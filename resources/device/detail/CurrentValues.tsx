import { useLocaleState, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LOW_BATTERY_PERCENT, type Channel, type Reading, type Thresholds } from '../../../src/lib/readings';
import { formatReading } from '../live/formatReading';
import { JudgedValue } from '../live/JudgedValue';
import { ThresholdNote } from '../monitor/ThresholdNote';

function ChannelValue({ channel, reading, thresholds }: { channel: Channel; reading: Reading | null; thresholds: Thresholds }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const none = translate('resources.device.live.noValue');
  switch (channel) {
    case 'temperature':
      return <JudgedValue field="temperature" value={reading?.temperature ?? null} min={thresholds.temperatureMin} max={thresholds.temperatureMax} fontSize="1.5rem" />;
    case 'humidity':
      return <JudgedValue field="humidity" value={reading?.humidity ?? null} min={thresholds.humidityMin} max={thresholds.humidityMax} fontSize="1.5rem" />;
    case 'position':
      return reading?.lat != null && reading.lng != null ? <span>{`${formatReading('lat', reading.lat, locale)}, ${formatReading('lng', reading.lng, locale)}`}</span> : <span>{none}</span>;
    case 'power':
    case 'door': {
      const value = reading?.[channel] ?? null;
      return <span>{value === null ? none : translate(`resources.device.live.${channel}${value === 1 ? 'On' : 'Off'}`)}</span>;
    }
    default: {
      const value = reading?.[channel] ?? null;
      const low = channel === 'battery' && value !== null && value <= LOW_BATTERY_PERCENT;
      return (
        <Box component="span" sx={low ? { color: 'warning.main', fontWeight: 600 } : undefined}>
          {value === null ? none : formatReading(channel, value, locale)}
        </Box>
      );
    }
  }
}

interface CurrentValuesProps {
  channels: readonly Channel[];
  reading: Reading | null;
  thresholds: Thresholds;
  /** the limits under temperature and humidity (a channel display may hide them, issue 30 §4) */
  showThresholds?: boolean;
}

/** The device's latest value of each channel shown. */
export function CurrentValues({ channels, reading, thresholds, showThresholds = true }: CurrentValuesProps) {
  const translate = useTranslate();
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))', gap: 1.5 }}>
      {channels.map((channel) => (
        <Box key={channel} data-channel={channel}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {translate(`resources.device.live.channels.${channel}`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            <ChannelValue channel={channel} reading={reading} thresholds={thresholds} />
          </Typography>
          {showThresholds && channel === 'temperature' ? <ThresholdNote field="temperature" min={thresholds.temperatureMin} max={thresholds.temperatureMax} /> : null}
          {showThresholds && channel === 'humidity' ? <ThresholdNote field="humidity" min={thresholds.humidityMin} max={thresholds.humidityMax} /> : null}
        </Box>
      ))}
    </Box>
  );
}
