import { useRef } from 'react';
import { useLocale, useTranslate } from 'ra-core';
import { Line } from '@nivo/line';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { AlarmRow } from '../../../src/lib/alarms';
import { nivoTheme } from '../../../src/framework/chart/nivoTheme';
import { useElementWidth } from '../../../src/framework/chart/useElementWidth';
import { formatDateTime, formatMonthDay, formatTime } from '../../../src/lib/dateTimeFormat';
import { withUnit } from '../shared/alarmWords';
import type { SessionChartData } from './useSessionChart';

const HEIGHT = 260;
const MARGIN = { top: 16, right: 16, bottom: 32, left: 52 } as const;

/**
 * The readings of the alarm's time with the limit it broke as a line, and its opening and end
 * marked. A picture (hidden from screen readers): the sentence under it says the same.
 */
export function SessionChart({ data, alarm }: { data: SessionChartData; alarm: AlarmRow }) {
  const translate = useTranslate();
  const locale = useLocale();
  const theme = useTheme();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const values = data.points.map(([, y]) => y);
  const threshold = alarm.threshold;
  const low = Math.min(...values, ...(threshold === null ? [] : [threshold]));
  const high = Math.max(...values, ...(threshold === null ? [] : [threshold]));
  const room = Math.max(0.5, (high - low) * 0.1);
  const spansDays = data.end - data.start > 86400;
  const markers = [
    ...(threshold === null
      ? []
      : [
          {
            axis: 'y' as const,
            value: threshold,
            legend: translate('alarm.pages.session.limit', { value: withUnit(data.field, threshold) }),
            lineStyle: { stroke: theme.palette.error.main, strokeWidth: 1.5, strokeDasharray: '6 4' },
            textStyle: { fill: theme.palette.error.main, fontSize: 11 },
          },
        ]),
    { axis: 'x' as const, value: alarm.createdAt, lineStyle: { stroke: theme.palette.warning.main, strokeWidth: 1 } },
    ...(alarm.endedAt === null ? [] : [{ axis: 'x' as const, value: alarm.endedAt, lineStyle: { stroke: theme.palette.text.disabled, strokeWidth: 1 } }]),
  ];
  return (
    <Box>
      <Box ref={box} aria-hidden sx={{ minWidth: 0, height: HEIGHT }} data-testid="alarm-session-chart">
        {width > 0 && values.length ? (
          <Line
            width={width}
            height={HEIGHT}
            data={[{ id: data.field, data: data.points.map(([x, y]) => ({ x, y })) }]}
            margin={MARGIN}
            xScale={{ type: 'linear', min: data.start, max: data.end }}
            yScale={{ type: 'linear', min: low - room, max: high + room }}
            axisBottom={{
              tickValues: width < 480 ? 3 : 6,
              tickSize: 0,
              tickPadding: 8,
              format: (v) => (spansDays ? formatMonthDay(Number(v), locale, { time: true }) : formatTime(Number(v), locale)),
            }}
            axisLeft={{ tickValues: 5, format: (v) => String(v) }}
            gridYValues={5}
            enableGridX={false}
            enablePoints={false}
            colors={[theme.palette.primary.main]}
            markers={markers}
            theme={nivoTheme(theme)}
            isInteractive={false}
            animate={false}
          />
        ) : null}
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="alarm-session-chart-summary">
        {values.length
          ? translate('alarm.pages.session.chartSummary', {
              field: translate(`alarm.pages.session.fields.${data.field}`),
              start: formatDateTime(data.start, locale),
              end: formatDateTime(data.end, locale),
              min: withUnit(data.field, Math.min(...values)),
              max: withUnit(data.field, Math.max(...values)),
            })
          : translate('alarm.pages.session.noReadings')}
      </Typography>
    </Box>
  );
}
