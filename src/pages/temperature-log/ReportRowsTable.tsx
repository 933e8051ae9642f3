/**
 * The report's readings under spec §5's 100-row rule: the newest 100 of the range (all devices,
 * newest first), and when there were more, the server's truncation message in the user's language.
 */
import { useLocaleState, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TemperatureReport } from '../../lib/reports';
import { formatFigure, formatMoment } from '../../framework/report';

export function ReportRowsTable({ report }: { report: TemperatureReport }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const { rows, total, truncated } = report.rows;
  const humidity = report.devices.some((d) => d.humidity !== null);
  if (!rows.length) return <Typography sx={{ color: 'text.secondary', py: 1 }}>{translate('reportFile.noReadings')}</Typography>;
  return (
    <>
      {truncated ? (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="rows-truncated">
          {report.rowsMessage ?? translate('timeRange.truncated', { limit: rows.length })}
        </Alert>
      ) : null}
      <TableContainer sx={{ maxHeight: 480 }}>
        <Table size="small" stickyHeader aria-label={translate('app.pages.temperatureLog.rows', { shown: rows.length, smart_count: total })}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.pages.temperatureLog.time')}</TableCell>
              <TableCell>{translate('reportFile.readings.device')}</TableCell>
              <TableCell align="right">{translate('reportFile.fields.temperature')}</TableCell>
              {humidity ? <TableCell align="right">{translate('reportFile.fields.humidity')}</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={`${row.deviceId}-${row.ts}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(row.ts, locale)}</TableCell>
                <TableCell>{row.number}</TableCell>
                <TableCell align="right">{formatFigure(row.temperature)}</TableCell>
                {humidity ? <TableCell align="right">{formatFigure(row.humidity)}</TableCell> : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {translate('app.pages.temperatureLog.rows', { shown: rows.length, smart_count: total })}
      </Typography>
    </>
  );
}
