/**
 * Several devices' lines of one field on one chart (issue 14 §3 "Charts"): nivo's canvas line,
 * a time axis over the asked range, one colour per device (the table beside it names them and
 * holds the figures: the chart itself is a picture for screen readers, labelled).
 */
import { memo, useMemo, useRef } from 'react';
import { useLocaleState } from 'ra-core';
import { LineCanvas } from '@nivo/line';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { formatMonthDay, formatTime } from '../../lib/dateTimeFormat';
import type { TimeSpan } from '../../framework/range/rangePresets';
import { nivoTheme } from '../../framework/chart/nivoTheme';
import { useElementWidth } from '../../framework/chart/useElementWidth';
import { valueDomain, type ComparisonLine } from './comparisonSeries';

const MARGIN = { top: 8, right: 16, bottom: 28, left: 48 } as const;
const HEIGHT = 320;

interface Line {
  id: string;
  data: Array<{ x: Date; y: number }>;
}

function ComparisonChartView({ lines, span, label }: { lines: readonly ComparisonLine[]; span: TimeSpan; label: string }) {
  const theme = useTheme();
  const [locale = 'en'] = useLocaleState();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const drawn = useMemo(() => lines.filter((line) => line.points.length > 0), [lines]);
  const data = useMemo<Line[]>(
    () => drawn.map((line) => ({ id: String(line.id), data: line.points.map(([ts, y]) => ({ x: new Date(ts * 1000), y })) })),
    [drawn],
  );
  const domain = valueDomain(drawn) ?? { min: 0, max: 1 };
  const chartTheme = useMemo(() => nivoTheme(theme), [theme]);
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const axisBottom = useMemo(() => {
    const days = (span.end - span.start) / 86_400;
    return {
      format: (value: Date) => (days > 2 ? formatMonthDay(value, locale) : formatTime(value, locale)),
      tickValues: Math.max(2, Math.floor(plotWidth / 90)),
      tickSize: 4,
    };
  }, [locale, span.start, span.end, plotWidth]);

  return (
    <Box ref={box} role="img" aria-label={label} sx={{ minWidth: 0, height: HEIGHT }} data-testid="comparison-chart">
      {width > 0 && data.length ? (
        <LineCanvas<Line>
          data={data}
          width={width}
          height={HEIGHT}
          margin={MARGIN}
          xScale={{ type: 'time', format: 'native', useUTC: false, min: new Date(span.start * 1000), max: new Date(span.end * 1000) }}
          yScale={{ type: 'linear', min: domain.min, max: domain.max }}
          colors={drawn.map((line) => line.color)}
          lineWidth={1.5}
          enablePoints={false}
          enableGridX={false}
          gridYValues={5}
          axisLeft={{ tickValues: 5, tickSize: 4 }}
          axisBottom={axisBottom}
          theme={chartTheme}
          isInteractive={false}
        />
      ) : null}
    </Box>
  );
}

export const ComparisonChart = memo(ComparisonChartView);
