/**
 * The overview over 30 days: time in range and the online rate as lines (percent), the
 * excursions of each day as bars (pictures for screen readers), beside a table of each day's
 * figures, newest first, that scrolls. Side by side on a wide screen, one under the other on a phone.
 */
import { useRef } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import { Bar } from '@nivo/bar';
import { Line } from '@nivo/line';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { formatCalendarDay } from '../../lib/dateTimeFormat';
import type { StatisticsOverview } from '../../lib/reports';
import { nivoTheme } from '../../framework/chart/nivoTheme';
import { useElementWidth } from '../../framework/chart/useElementWidth';
import { formatPercent } from '../../framework/report/reportFormat';

const K = 'app.pages.statistics.overview.daily';
const LINE_HEIGHT = 200;
const BAR_HEIGHT = 120;
type Day = StatisticsOverview['daily'][number];

function DailyCharts({ days }: { days: readonly Day[] }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const theme = useTheme();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  // a tick every few days, so that labels never overlap on a phone
  const every = width < 480 ? 7 : 3;
  const ticks = days.filter((_, i) => (days.length - 1 - i) % every === 0).map((day) => day.day);
  const colors = { inRange: theme.palette.primary.main, online: theme.palette.success.main, excursions: theme.palette.error.main };
  const series = [
    { id: 'inRange', data: days.map((day) => ({ x: day.day, y: day.timeInRangePct })) },
    { id: 'online', data: days.map((day) => ({ x: day.day, y: day.onlineRate })) },
  ];
  const legend = (color: string, key: string) => (
    <span>
      <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 12, height: 3, bgcolor: color, mr: 0.5, verticalAlign: 'middle' }} />
      {translate(`${K}.columns.${key}`)}
    </span>
  );
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, typography: 'caption', color: 'text.secondary', mb: 0.5 }}>
        {legend(colors.inRange, 'timeInRange')}
        {legend(colors.online, 'onlineRate')}
        {legend(colors.excursions, 'excursions')}
      </Box>
      <Box ref={box} aria-hidden sx={{ minWidth: 0 }} data-testid="overview-daily-chart">
        {width > 0 ? (
          <>
            <Line
              width={width}
              height={LINE_HEIGHT}
              data={series}
              margin={{ top: 10, right: 16, bottom: 8, left: 44 }}
              xScale={{ type: 'point' }}
              yScale={{ type: 'linear', min: 0, max: 100 }}
              axisLeft={{ tickValues: [0, 25, 50, 75, 100], format: (value) => `${value}%` }}
              axisBottom={null}
              gridYValues={[0, 25, 50, 75, 100]}
              enableGridX={false}
              colors={[colors.inRange, colors.online]}
              pointSize={4}
              theme={nivoTheme(theme)}
              isInteractive={false}
              animate={false}
            />
            <Bar
              width={width}
              height={BAR_HEIGHT}
              data={days.map((day) => ({ day: day.day, excursions: day.excursions }))}
              keys={['excursions']}
              indexBy="day"
              margin={{ top: 8, right: 16, bottom: 28, left: 44 }}
              padding={0.3}
              colors={[colors.excursions]}
              theme={nivoTheme(theme)}
              axisLeft={{ tickSize: 0, tickValues: 3 }}
              axisBottom={{ tickSize: 0, tickPadding: 8, tickValues: ticks, format: (label) => formatCalendarDay(String(label), locale, { monthDay: true }) }}
              enableLabel={false}
              enableGridY
              gridYValues={3}
              isInteractive={false}
              animate={false}
            />
          </>
        ) : null}
      </Box>
    </Box>
  );
}

export function DailyBreakdown({ days }: { days: readonly Day[] }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const number = new Intl.NumberFormat(locale);
  const caption = translate(`${K}.title`);
  return (
    <Box component="section" aria-labelledby="overview-daily" sx={{ mt: 3 }}>
      <Typography id="overview-daily" variant="h6" component="h2" sx={{ mb: 1 }}>
        {caption}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <DailyCharts days={days} />
        <Box tabIndex={0} role="region" aria-label={caption} sx={{ maxHeight: LINE_HEIGHT + BAR_HEIGHT + 24, overflow: 'auto' }}>
          <Table size="small" stickyHeader aria-label={caption} data-testid="overview-daily-table">
            <TableHead>
              <TableRow>
                {['day', 'excursions', 'timeInRange', 'onlineRate'].map((column, i) => (
                  <TableCell key={column} scope="col" align={i === 0 ? 'left' : 'right'}>
                    {translate(`${K}.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {[...days].reverse().map((day) => (
                <TableRow key={day.day} data-day={day.day}>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {formatCalendarDay(day.day, locale)}
                  </TableCell>
                  <TableCell align="right">{number.format(day.excursions)}</TableCell>
                  <TableCell align="right">{formatPercent(day.timeInRangePct)}</TableCell>
                  <TableCell align="right">{formatPercent(day.onlineRate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Box>
    </Box>
  );
}
