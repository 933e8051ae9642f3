/**
 * A report's data completeness (issue 26 §2): per device and for the whole report, the share of
 * the range with data, the time with data, how many gaps and the longest ones with their times,
 * and each device's acquisition periods in force; under it the rule that decides what a gap is.
 * Scrolls sideways at phone width.
 */
import { useLocaleState, useTranslate } from 'ra-core';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DataCompleteness, TemperatureReport } from '../../lib/reports';
import { formatDuration, formatPercent, formatPeriods, formatSpan } from './reportFormat';

interface Row {
  key: string;
  label: string;
  completeness: DataCompleteness;
  periods: string;
}

export function CompletenessTable({ report }: { report: TemperatureReport }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const rows: Row[] = [
    ...report.devices.map((device) => ({
      key: String(device.deviceId),
      label: `${device.number} ${device.name}`,
      completeness: device.completeness,
      periods: formatPeriods(device.periods, report.start, locale, translate),
    })),
    { key: 'whole', label: translate('reportFile.completeness.whole'), completeness: report.completeness, periods: '—' },
  ];
  const head = ['coverage', 'covered', 'gapCount', 'periods', 'longestGaps'] as const;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={translate('reportFile.completeness.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('reportFile.summary.device')}</TableCell>
              {head.map((key) => (
                <TableCell key={key} sx={{ whiteSpace: 'nowrap' }}>
                  {translate(`reportFile.completeness.${key}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ key, label, completeness: c, periods }) => (
              <TableRow key={key}>
                <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: key === 'whole' ? 600 : undefined }}>{label}</TableCell>
                <TableCell>{formatPercent(c.coveragePct)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDuration(c.coveredSeconds, translate)}</TableCell>
                <TableCell>{c.gapCount}</TableCell>
                <TableCell>{periods}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {c.longestGaps.length
                    ? c.longestGaps.map((gap) => <div key={gap.start}>{formatSpan(gap, locale, translate)}</div>)
                    : translate('reportFile.completeness.none')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
        {translate('reportFile.completeness.rule', { tolerance: report.gapTolerance })}
      </Typography>
    </>
  );
}
