/**
 * A report's figures per device and field (issue 14 §3 "Basic figures" and MKT): minimum, maximum,
 * time-weighted mean, time in range, MKT and the readings counted. Scrolls sideways at phone width.
 */
import { useTranslate } from 'ra-core';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
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
  const head = ['device', 'field', 'min', 'max', 'mean', 'timeInRange', 'mkt', 'readings'] as const;
  return (
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
          {fieldRows(devices).map(({ device, field, summary }) => (
            <TableRow key={`${device.deviceId}-${field}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{`${device.number} ${device.name}`}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{translate(`reportFile.fields.${field}`)}</TableCell>
              <TableCell align="right">{formatFigure(summary.min)}</TableCell>
              <TableCell align="right">{formatFigure(summary.max)}</TableCell>
              <TableCell align="right">{formatFigure(summary.mean, 2)}</TableCell>
              <TableCell align="right">{formatPercent(summary.timeInRangePct)}</TableCell>
              <TableCell align="right">{field === 'temperature' ? formatFigure(summary.mkt, 2) : '—'}</TableCell>
              <TableCell align="right">{summary.readings}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
