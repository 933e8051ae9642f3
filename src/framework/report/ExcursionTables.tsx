/**
 * A report's warning summary (issue 14 §3 "Excursions"), shown when the user's ShowReportWarningInfo
 * says so: per device and field the count, total and longest duration, the first time and the
 * degree-minutes above and below, the possible total and how many have a gap inside; then every
 * excursion with its start, end, its known duration (the out-of-range time with data) and, under
 * it, the gaps inside it and its possible duration when they differ (issue 26 §2), peak and limit
 * (one that began before the range or is still open at its end says so).
 */
import { useLocaleState, useTranslate } from 'ra-core';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DeviceReport, Excursion } from '../../lib/reports';
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
          keys={['field', 'count', 'totalDuration', 'longest', 'firstAt', 'totalPossibleDuration', 'withGaps', 'degreeMinutesAbove', 'degreeMinutesBelow']}
        />
        <TableBody>
          {fieldRows(devices).map(({ device, field, summary: { excursions: e } }) => (
            <TableRow key={`${device.deviceId}-${field}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{`${device.number} · ${translate(`reportFile.fields.${field}`)}`}</TableCell>
              <TableCell>{e.count}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDuration(e.totalDuration, translate)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDuration(e.longest, translate)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(e.firstAt, locale)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDuration(e.totalPossibleDuration, translate)}</TableCell>
              <TableCell>{e.withGaps}</TableCell>
              <TableCell>{formatFigure(e.degreeMinutesAbove)}</TableCell>
              <TableCell>{formatFigure(e.degreeMinutesBelow)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The known duration; under it the gaps inside the excursion and its possible duration, when there is more than is known. */
function Durations({ excursion: e }: { excursion: Excursion }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const missing = e.gaps.reduce((sum, gap) => sum + gap.end - gap.start, 0);
  const note = (text: string) => (
    <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
      {text}
    </Typography>
  );
  return (
    <>
      {formatDuration(e.knownDuration, translate)}
      {e.gaps.length ? note(translate('reportFile.excursions.gaps', { smart_count: e.gaps.length, duration: formatDuration(missing, translate) })) : null}
      {e.possibleDuration !== e.knownDuration
        ? note(
            `${translate('reportFile.excursions.possibleDuration')} ${formatDuration(e.possibleDuration, translate)}: ${translate(
              'reportFile.excursions.possibly',
              {
                start: formatMoment(e.possibleStart, locale),
                end: formatMoment(e.possibleEnd, locale),
              },
            )}`,
          )
        : null}
    </>
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
              <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="excursion-duration">
                <Durations excursion={e} />
              </TableCell>
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
