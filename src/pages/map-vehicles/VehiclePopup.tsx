/**
 * A vehicle's popup on the map (issue 14 §2 "Popup"): temperature and humidity judged against its
 * thresholds, speed, last seen, and the waybill in transit with its consignor and consignee.
 */
import { useLocaleState, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { VehicleRow } from '../../lib/maps';
import { STATE_COLORS } from '../../framework/map';
import { formatMoment, formatNumber, humidityJudgment, temperatureJudgment, vehicleLabel, type Judgment } from './formatVehicle';

const K = 'app.pages.carmonitor';

function Figure({ label, value, judgment, field }: { label: string; value: string; judgment?: Judgment; field: string }) {
  const out = judgment === 'low' || judgment === 'high';
  return (
    <Box component="div" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }} data-field={field} {...(judgment ? { 'data-judge': judgment } : {})}>
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="span" sx={{ fontWeight: out ? 700 : 500, color: out ? 'error.main' : 'text.primary' }}>
        {value}
      </Typography>
    </Box>
  );
}

export function VehiclePopup({ row }: { row: VehicleRow }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const none = translate(`${K}.none`);
  const t = temperatureJudgment(row.temperature, row.thresholds);
  const h = humidityJudgment(row.humidity, row.thresholds);
  const judged = (j: Judgment) => (j === 'low' || j === 'high' ? ` (${translate(`${K}.judge.${j}`)})` : '');
  return (
    <Box sx={{ minWidth: 220, maxWidth: 280 }} data-testid={`vehicle-popup-${row.deviceId}`}>
      <Typography variant="subtitle2" component="h3">
        {vehicleLabel(row)}
      </Typography>
      <Typography variant="caption" component="p" sx={{ mb: 1, color: 'text.secondary' }}>
        {row.number} ·{' '}
        <Box component="span" sx={{ color: STATE_COLORS[row.state], fontWeight: 600 }}>
          {translate(`${K}.state.${row.state}`)}
        </Box>
      </Typography>
      <Figure
        field="temperature"
        label={translate(`${K}.popup.temperature`)}
        judgment={t}
        value={row.temperature === null ? none : `${formatNumber(locale, row.temperature)} °C${judged(t)}`}
      />
      <Figure
        field="humidity"
        label={translate(`${K}.popup.humidity`)}
        judgment={h}
        value={row.humidity === null ? none : `${formatNumber(locale, row.humidity)} %RH${judged(h)}`}
      />
      <Figure field="speed" label={translate(`${K}.popup.speed`)} value={row.speedKmh === null ? none : `${formatNumber(locale, row.speedKmh)} km/h`} />
      <Figure field="lastSeen" label={translate(`${K}.popup.lastSeen`)} value={row.lastSeen === null ? none : formatMoment(locale, row.lastSeen)} />
      {row.waybill ? (
        <Box sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }} data-field="waybill">
          <Figure field="waybillNumber" label={translate(`${K}.popup.waybill`)} value={row.waybill.number} />
          <Figure field="consignor" label={translate(`${K}.popup.consignor`)} value={row.waybill.consignor || none} />
          <Figure field="consignee" label={translate(`${K}.popup.consignee`)} value={row.waybill.consignee || none} />
        </Box>
      ) : (
        <Typography variant="caption" component="p" sx={{ mt: 1, color: 'text.secondary' }}>
          {translate(`${K}.popup.noWaybill`)}
        </Typography>
      )}
    </Box>
  );
}
