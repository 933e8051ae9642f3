import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useI18nProvider, useTranslate } from 'ra-core';
import type { MapAsset } from '../../lib/maps';
import { ASSET_STATE_COLORS, assetState } from './assetState';
import { formatHumidity, formatTemperature, formatTime } from './formatReading';

const KEY = 'app.pages.mapSites.monitor';

/** The state's dot and name: the colour is never the only sign. */
export function StateBadge({ state }: { state: keyof typeof ASSET_STATE_COLORS }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', background: ASSET_STATE_COLORS[state] }} />
      <Typography component="span" variant="body2">
        {translate(`${KEY}.states.${state}`)}
      </Typography>
    </Box>
  );
}

/** One asset with each device's latest temperature, humidity and time (a popup's or the list's detail). */
export function AssetReadings({ asset }: { asset: MapAsset }) {
  const translate = useTranslate();
  const locale = useI18nProvider().getLocale();
  return (
    <Box data-testid={`asset-readings-${asset.id}`}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle2" component="p">
          {asset.name} · {translate(`enums.assetRole.${asset.role}`)}
        </Typography>
        <StateBadge state={assetState(asset)} />
      </Box>
      {asset.devices.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${KEY}.noDevices`)}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {asset.devices.map((device) => (
            <Box component="li" key={device.deviceId} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, typography: 'body2' }}>
              <span>{device.name || device.number}</span>
              <span>{formatTemperature(device.temperature, locale)}</span>
              <span>{formatHumidity(device.humidity, locale)}</span>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {translate(`${KEY}.lastSeen`, { time: formatTime(device.lastSeen, locale) })}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
