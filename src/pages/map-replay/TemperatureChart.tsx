/**
 * The temperature chart below the replay's map (issue 14 §2 "Timeline"): the track's temperatures
 * (LTTB, chartSeries.ts) on nivo's canvas line with the threshold band, and the cursor, linked both
 * ways with the scrubber: a click or a drag on the chart moves the playback there, and the cursor
 * line follows the playback. The line is drawn once per track; the cursor and the hover line are
 * light HTML over it. `data-cursor-ts` holds the cursor's moment (unix seconds).
 */
import { memo, useMemo, useState, type PointerEvent } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import { LineCanvas, type LineCanvasLayer, type LineCustomCanvasLayer } from '@nivo/line';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { formatMonthDay, formatTime } from '../../lib/dateTimeFormat';
import type { Thresholds } from '../../lib/readings';
import { nivoTheme } from '../../framework/chart/nivoTheme';
import type { ChartDatum } from './chartSeries';
import { formatMoment } from './formatReplay';
import { daysApart, timeTicks } from './timeTicks';

export const CHART_MARGIN = { top: 8, right: 16, bottom: 28, left: 44 } as const;

interface Series {
  id: 'temperature';
  data: ChartDatum[];
}

interface ChartCanvasProps {
  series: ChartDatum[];
  thresholds: Thresholds;
  from: number;
  to: number;
  width: number;
  height: number;
}

/** The values and the band, with a margin, so the band shows even when every value is inside it. */
function yDomainOf(series: ChartDatum[], t: Thresholds): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const d of series) {
    if (d.y < min) min = d.y;
    if (d.y > max) max = d.y;
  }
  for (const bound of [t.temperatureMin, t.temperatureMax]) {
    if (bound === null) continue;
    min = Math.min(min, bound);
    max = Math.max(max, bound);
  }
  if (!Number.isFinite(min)) return { min: 0, max: 10 };
  const pad = Math.max(1, (max - min) * 0.1);
  return { min: Math.floor(min - pad), max: Math.ceil(max + pad) };
}

function ChartCanvasView({ series, thresholds, from, to, width, height }: ChartCanvasProps) {
  const theme = useTheme();
  const [locale = 'en'] = useLocaleState();
  const data = useMemo<Series[]>(() => [{ id: 'temperature', data: series }], [series]);
  const domain = useMemo(() => yDomainOf(series, thresholds), [series, thresholds]);
  const layers = useMemo<Array<LineCanvasLayer<Series>>>(() => {
    const band: LineCustomCanvasLayer<Series> = (ctx, { innerWidth, innerHeight, yScale }) => {
      const { temperatureMin: min, temperatureMax: max } = thresholds;
      if (min === null && max === null) return;
      const top = max === null ? 0 : Math.max(0, yScale(max));
      const bottom = min === null ? innerHeight : Math.min(innerHeight, yScale(min));
      ctx.save();
      ctx.fillStyle = alpha(theme.palette.success.main, 0.1);
      ctx.fillRect(0, top, innerWidth, bottom - top);
      ctx.restore();
    };
    return ['grid', band, 'axes', 'lines'];
  }, [thresholds, theme]);
  const chartTheme = useMemo(() => nivoTheme(theme), [theme]);
  const axisBottom = useMemo(() => {
    const plotWidth = width - CHART_MARGIN.left - CHART_MARGIN.right;
    const ticks = timeTicks(from, to, Math.max(2, Math.floor(plotWidth / 90)), -new Date(from * 1000).getTimezoneOffset());
    const format = daysApart(ticks) ? formatMonthDay : formatTime;
    return { format: (value: number | string) => format(Number(value), locale), tickValues: ticks, tickSize: 4 };
  }, [from, to, locale, width]);
  return (
    <LineCanvas<Series>
      data={data}
      width={width}
      height={height}
      margin={CHART_MARGIN}
      xScale={{ type: 'linear', min: from, max: Math.max(to, from + 1), nice: false }}
      yScale={{ type: 'linear', min: domain.min, max: domain.max, nice: false }}
      colors={[theme.palette.primary.main]}
      lineWidth={1.5}
      enablePoints={false}
      enableGridX={false}
      gridYValues={4}
      axisLeft={{ tickValues: 4, tickSize: 4 }}
      axisBottom={axisBottom}
      layers={layers}
      theme={chartTheme}
      isInteractive={false}
    />
  );
}

/** Redrawn only when the track or the size changes, never as the cursor moves. */
const ChartCanvas = memo(ChartCanvasView);

export interface TemperatureChartProps extends ChartCanvasProps {
  cursor: number;
  onSeek(ts: number): void;
}

export function TemperatureChart({ series, thresholds, from, to, width, height, cursor, onSeek }: TemperatureChartProps) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const [hover, setHover] = useState<number | null>(null);
  const plotWidth = Math.max(1, width - CHART_MARGIN.left - CHART_MARGIN.right);
  const span = Math.max(1, to - from);
  const xOf = (ts: number) => CHART_MARGIN.left + ((Math.max(from, Math.min(to, ts)) - from) / span) * plotWidth;
  const tsAt = (event: PointerEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const f = Math.max(0, Math.min(1, (event.clientX - box.left) / box.width));
    return Math.round(from + f * span);
  };
  const line = (x: number, color: string, testId: string) => (
    <Box
      data-testid={testId}
      aria-hidden
      sx={{ position: 'absolute', top: CHART_MARGIN.top, bottom: CHART_MARGIN.bottom, width: 2, ml: '-1px', bgcolor: color, pointerEvents: 'none' }}
      style={{ left: x }}
    />
  );
  return (
    <Box data-testid="replay-chart" data-cursor-ts={cursor} sx={{ position: 'relative', width, height, userSelect: 'none' }}>
      <Box role="img" aria-label={translate('app.pages.replay.chart.label', { at: formatMoment(locale, cursor) })}>
        <ChartCanvas series={series} thresholds={thresholds} from={from} to={to} width={width} height={height} />
      </Box>
      {hover !== null ? line(xOf(hover), 'text.disabled', 'replay-chart-hover') : null}
      {line(xOf(cursor), 'error.main', 'replay-chart-cursor')}
      {hover !== null ? (
        <Typography
          variant="caption"
          sx={{ position: 'absolute', top: 0, px: 0.5, bgcolor: 'background.paper', pointerEvents: 'none', whiteSpace: 'nowrap' }}
          style={{ left: Math.min(xOf(hover) + 4, width - 120) }}
        >
          {formatMoment(locale, hover)}
        </Typography>
      ) : null}
      <Box
        data-testid="replay-chart-plot"
        sx={{ position: 'absolute', top: CHART_MARGIN.top, bottom: CHART_MARGIN.bottom, cursor: 'crosshair', touchAction: 'none' }}
        style={{ left: CHART_MARGIN.left, width: plotWidth }}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          onSeek(tsAt(event));
        }}
        onPointerMove={(event) => {
          const ts = tsAt(event);
          setHover(ts);
          if (event.buttons & 1) onSeek(ts);
        }}
        onPointerLeave={() => setHover(null)}
      />
    </Box>
  );
}
