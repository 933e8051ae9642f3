import { useRef } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import { Line } from '@nivo/line';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import { formatDate, formatMonthDay } from '../../../src/lib/dateTimeFormat';
import type { OnlineRateDay } from '../../../src/lib/fleet';
import { nivoTheme } from '../../../src/framework/chart/nivoTheme';
import { useElementWidth } from '../../../src/framework/chart/useElementWidth';

const K = 'resources.device.statistics';
const HEIGHT = 220;

const dayLabel = (day: number, locale: string) => formatMonthDay(day, locale);

/** The online rate as a line (a picture, hidden from screen readers), days without data left as gaps. */
export function OnlineRateChart({ days }: { days: readonly OnlineRateDay[] }) {
  const theme = useTheme();
  const [locale] = useLocaleState();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const points = days.map((day) => ({ x: dayLabel(day.day, locale), y: day.rate === null ? null : Math.round(day.rate * 1000) / 10 }));
  // a tick every few days, so that the labels never overlap on a phone
  const every = width < 480 ? 7 : 3;
  const ticks = points.filter((_, i) => (points.length - 1 - i) % every === 0).map((point) => point.x);
  return (
    <Box ref={box} aria-hidden sx={{ minWidth: 0, height: HEIGHT }} data-testid="online-rate-chart">
      {width > 0 ? (
        <Line
          width={width}
          height={HEIGHT}
          data={[{ id: 'rate', data: points }]}
          margin={{ top: 10, right: 16, bottom: 28, left: 44 }}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: 0, max: 100 }}
          axisLeft={{ tickValues: [0, 25, 50, 75, 100], format: (value) => `${value}%` }}
          axisBottom={{ tickValues: ticks, tickSize: 0, tickPadding: 8 }}
          gridYValues={[0, 25, 50, 75, 100]}
          enableGridX={false}
          colors={[theme.palette.success.main]}
          pointSize={5}
          theme={nivoTheme(theme)}
          isInteractive={false}
          animate={false}
        />
      ) : null}
    </Box>
  );
}

/** The figures of each day, newest first, in a box that scrolls. */
export function OnlineRateTable({ days, caption }: { days: readonly OnlineRateDay[]; caption: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <Box tabIndex={0} role="region" aria-label={caption} sx={{ maxHeight: HEIGHT + 40, overflowY: 'auto' }}>
      <Table size="small" stickyHeader aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{translate(`${K}.columns.day`)}</TableCell>
            <TableCell scope="col" align="right">
              {translate(`${K}.columns.reporting`)}
            </TableCell>
            <TableCell scope="col" align="right">
              {translate(`${K}.columns.rate`)}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...days].reverse().map((day) => (
            <TableRow key={day.day} data-day={day.day}>
              <TableCell component="th" scope="row">
                {formatDate(day.day, locale)}
              </TableCell>
              <TableCell align="right">{`${day.reporting} / ${day.devices}`}</TableCell>
              <TableCell align="right" data-testid="rate">
                {day.rate === null ? translate(`${K}.noData`) : share.format(day.rate)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
