/**
 * A report's warning summary (issue 14 §3 "Excursions"), shown when the user's ShowReportWarningInfo
 * says so: per device and field the count, total and longest duration, the first time and the
 * degree-minutes above and below; then every excursion with its start, end, peak and limit (one
 * that began before the range or is still open at its end says so).
 */
import { useLocaleState, useTranslate } from 'ra-core';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DeviceReport } from '../../lib/reports';
import { formatDuration, formatFigure, formatMoment } from './reportFormat';
import { fieldRows } from './ReportSummary';

function HeadRow({ keys, prefix }: { keys: readonly string[]; prefix: string }) {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {keys.map((key) => (
          <TableCell key={key} sx={{ whiteSpace: 'nowrap' }}>
            {translate(`${prefix}.${key}`)}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

export function ExcursionSummaryTable({ devices }: { devices: readonly DeviceReport[] }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('reportFile.excursionSummary.title')}>
        <HeadRow
          prefix="reportFile.excursionSummary"
          keys={['field', 'count', 'totalDuration', 'longest', 'firstAt', 'degreeMinutesAbove', 'degreeMinutesBelow']}
        />
        <TableBody>
          {fieldRows(devices).map(({ device, field, summary: { excursions: e } }) => (
            <TableRow key={`${device.deviceId}-${field}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{`${device.number} · ${translate(`reportFile.fields.${field}`)}`}</TableCell>
              <TableCell>{e.count}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDuration(e.totalDuration, translate)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDuration(e.longest, translate)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(e.firstAt, locale)}</TableCell>
              <TableCell>{formatFigure(e.degreeMinutesAbove)}</TableCell>
              <TableCell>{formatFigure(e.degreeMinutesBelow)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function ExcursionListTable({ devices }: { devices: readonly DeviceReport[] }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const rows = devices.flatMap((device) => device.excursions.map((excursion, i) => ({ device, excursion, key: `${device.deviceId}-${i}` })));
  if (!rows.length) return <Typography sx={{ color: 'text.secondary', py: 1 }}>{translate('reportFile.excursions.none')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('reportFile.excursions.title')}>
        <HeadRow prefix="reportFile.excursions" keys={['field', 'direction', 'start', 'end', 'duration', 'peak', 'limit', 'degreeMinutes']} />
        <TableBody>
          {rows.map(({ device, excursion: e, key }) => (
            <TableRow key={key}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{`${device.number} · ${translate(`reportFile.fields.${e.field}`)}`}</TableCell>
              <TableCell>{translate(`reportFile.excursions.${e.direction}`)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatMoment(e.start, locale)}
                {e.startedBefore ? (
                  <Typography variant="caption" component="div">
                    {translate('reportFile.excursions.startedBefore')}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatMoment(e.end, locale)}
                {e.open ? (
                  <Typography variant="caption" component="div">
                    {translate('reportFile.excursions.open')}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDuration(e.end - e.start, translate)}</TableCell>
              <TableCell>{formatFigure(e.peak)}</TableCell>
              <TableCell>{formatFigure(e.limit)}</TableCell>
              <TableCell>{formatFigure(e.degreeMinutes)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
