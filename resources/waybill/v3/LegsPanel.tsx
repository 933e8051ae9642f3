/** The legs of one waybill: each leg's assets, times and its devices' temperature summary. */
import { useGetMany, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../src/api';
import { shownTime } from '../localTime';
import { useWaybillLegs } from './useWaybillLegs';

const pct = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)}%`);

export function LegsPanel({ id }: { id: number }) {
  const translate = useTranslate();
  const legs = useWaybillLegs(id, true);
  const ids = [...new Set((legs.data ?? []).flatMap((s) => s.leg.assets))];
  const { data: assets = [] } = useGetMany('asset', { ids }, { enabled: ids.length > 0 });
  const nameOf = (assetId: number) => String(assets.find((a) => a.id === assetId)?.name ?? `#${assetId}`);
  if (legs.isPending) return <CircularProgress size={20} aria-label={translate('ra.page.loading')} />;
  if (legs.error) return <Alert severity="error">{translate(errorMessage(legs.error, 'resources.waybill.actions.failed'))}</Alert>;
  if (!legs.data.length) return <Typography variant="body2">{translate('resources.waybill.history.noLegs')}</Typography>;
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5 }} data-testid="waybill-legs">
      {legs.data.map(({ leg, devices, continued }) => (
        <li key={leg.seq}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {leg.assets.map(nameOf).join(', ')} · {shownTime(leg.start)} – {leg.end === null ? translate('resources.waybill.history.ongoing') : shownTime(leg.end)}
            {leg.place ? ` · ${leg.place}` : ''}
          </Typography>
          {continued.map(({ device, fromSeq }) => (
            <Typography key={`${device.deviceId}-continued`} variant="body2" color="text.secondary" data-testid="leg-continued">
              {translate('resources.waybill.legs.continued', { device: device.number, leg: fromSeq })}
            </Typography>
          ))}
          {devices.length ? (
            devices.map((d) => (
              <Typography key={`${d.deviceId}-${d.span?.start ?? 0}`} variant="body2" color="text.secondary">
                {d.number}:{' '}
                {translate('resources.waybill.legs.summary', {
                  mkt: d.temperature.mkt === null ? '—' : d.temperature.mkt.toFixed(2),
                  inRange: pct(d.temperature.timeInRangePct),
                  excursions: translate('resources.waybill.release.excursionCount', {
                    smart_count: d.temperature.excursions.count,
                    minutes: Math.round(d.temperature.excursions.totalDuration / 60),
                  }),
                })}
              </Typography>
            ))
          ) : continued.length ? null : (
            <Typography variant="body2" color="text.secondary">
              {translate('resources.waybill.legs.noReport')}
            </Typography>
          )}
        </li>
      ))}
    </Box>
  );
}
