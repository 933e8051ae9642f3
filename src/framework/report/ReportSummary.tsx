/**
 * A report's figures per device and field (issue 14 §3 "Basic figures" and MKT): minimum, maximum,
 * time-weighted mean, time in range with the data coverage beside it (issue 26 §2: the time in
 * range is of the time with data, said in words under the table), MKT and the readings counted.
 * Scrolls sideways at phone width.
 */
import { useTranslate } from 'ra-core';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DeviceReport, FieldSummary } from '../../lib/reports';
import { formatFigure, formatPercent } from './reportFormat';

/** Each device's fields that have a summary: temperature, and humidity for a model that has it. */
export function fieldRows(devices: readonly DeviceReport[]): Array<{ device: DeviceReport; field: 'temperature' | 'humidity'; summary: FieldSummary }> {
  return devices.flatMap((device) => [
    { device, field: 'temperature' as const, summary: device.temperature },
    ...(device.humidity ? [{ device, field: 'humidity' as const, summary: device.humidity }] : []),
  ]);
}

export function ReportSummary({ devices }: { devices: readonly DeviceReport[] }) {
  const translate = useTranslate();
  const head = ['device', 'field', 'min', 'max', 'mean', 'timeInRange', 'coverage', 'mkt', 'readings'] as const;
  const rows = fieldRows(devices);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={translate('reportFile.summary.title')}>
          <TableHead>
            <TableRow>
              {head.map((key) => (
                <TableCell key={key} align={key === 'device' || key === 'field' ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap' }}>
                  {translate(`reportFile.summary.${key}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ device, field, summary }) => (
              <TableRow key={`${device.deviceId}-${field}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{`${device.number} ${device.name}`}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{translate(`reportFile.fields.${field}`)}</TableCell>
                <TableCell align="right">{formatFigure(summary.min)}</TableCell>
                <TableCell align="right">{formatFigure(summary.max)}</TableCell>
                <TableCell align="right">{formatFigure(summary.mean, 2)}</TableCell>
                <TableCell align="right">{formatPercent(summary.timeInRangePct)}</TableCell>
                <TableCell align="right">{formatPercent(summary.coveragePct)}</TableCell>
                <TableCell align="right">{field === 'temperature' ? formatFigure(summary.mkt, 2) : '—'}</TableCell>
                <TableCell align="right">{summary.readings}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows
        .filter(({ summary }) => summary.timeInRangePct !== null)
        .map(({ device, field, summary }) => (
          <Typography key={`${device.deviceId}-${field}`} variant="body2" sx={{ color: 'text.secondary' }} data-testid="time-in-range-of">
            {`${device.number} · ${translate(`reportFile.fields.${field}`)}: ${translate('reportFile.summary.timeInRangeOf', { tir: formatPercent(summary.timeInRangePct), coverage: formatPercent(summary.coveragePct) })}`}
          </Typography>
        ))}
    </>
  );
}
