/** The release summary (issue 29 §2): each leg's devices with MKT, min, max, time in range and excursions, then the trip's alarms. */
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReleaseSummary } from '../../src/lib/waybillActions';
import { shownTime } from './localTime';

const figure = (value: number | null, digits = 1) => (value === null ? '—' : value.toFixed(digits));
const minutes = (seconds: number) => Math.round(seconds / 60);

export function ReleaseSummaryView({ summary }: { summary: ReleaseSummary }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.waybill.release.${key}`, options);
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('limits', { min: summary.waybill.minTemperature, max: summary.waybill.maxTemperature })} · {shownTime(summary.waybill.departureTime)} – {shownTime(summary.waybill.deliveryTime)}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('devices')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('device')}</TableCell>
              <TableCell>{t('span')}</TableCell>
              <TableCell align="right">MKT</TableCell>
              <TableCell align="right">{t('minMax')}</TableCell>
              <TableCell align="right">{t('inRange')}</TableCell>
              <TableCell align="right">{t('excursions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {summary.devices.map((d) => (
              <TableRow key={`${d.number}-${d.start}`}>
                <TableCell>{d.number}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {shownTime(d.start)} – {shownTime(d.end)}
                </TableCell>
                <TableCell align="right">{figure(d.mkt, 2)} °C</TableCell>
                <TableCell align="right">
                  {figure(d.min)} / {figure(d.max)}
                </TableCell>
                <TableCell align="right">{d.timeInRangePct === null ? '—' : `${d.timeInRangePct.toFixed(1)}%`}</TableCell>
                <TableCell align="right">{t('excursionCount', { smart_count: d.excursions, minutes: minutes(d.excursionSeconds) })}</TableCell>
              </TableRow>
            ))}
            {summary.devices.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6}>{t('noDevices')}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 1.5 }}>
        {t('alarms', { smart_count: summary.alarms.length })}
      </Typography>
      {summary.alarms.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {summary.alarms.map((alarm) => (
            <li key={alarm.id}>
              <Typography variant="body2">
                {shownTime(alarm.start)} · {alarm.device} · {translate(`alarm.kinds.${alarm.type}`, { _: alarm.type })}
              </Typography>
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
