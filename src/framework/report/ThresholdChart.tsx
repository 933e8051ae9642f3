/**
 * A report's chart of one field of one device (issue 14 §3 "the chart with threshold bands"):
 * nivo's canvas line of the report's downsampled series (the excursions' extremes kept by the
 * server), the allowed band shaded behind it, every excursion shaded over the plot, and every gap
 * (no data, issue 26 §2) shaded grey with the line broken there. Its width follows its box; a phone
 * gets a narrower plot with fewer ticks.
 */
import { memo, useEffect, useMemo, useRef } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import { LineCanvas, type LineCanvasLayer, type PointTooltipProps } from '@nivo/line';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import type { SeriesPoint } from '../../lib/readings';
import { nivoTheme } from '../chart/nivoTheme';
import { useElementWidth } from '../chart/useElementWidth';
import { formatMonthDay, formatTime } from '../../lib/dateTimeFormat';
import { formatMoment } from './reportFormat';
import { bandLayer, excursionLayer, gapLayer, linePoints, yDomainOf, type LayerColors, type ReportLine, type ThresholdBand } from './thresholdLayers';

const MARGIN = { top: 8, right: 16, bottom: 28, left: 48 } as const;
const noFormat = () => '';

export interface ThresholdChartProps {
  /** what the chart shows, for its label: e.g. "Temperature (°C)" */
  title: string;
  points: readonly SeriesPoint[];
  band: ThresholdBand | null;
  excursions: ReadonlyArray<{ start: number; end: number }>;
  /** the device's gaps (no data), time-ordered */
  gaps?: ReadonlyArray<{ start: number; end: number }>;
  /** the report's range, unix seconds */
  range: { start: number; end: number };
  color: string;
  height?: number;
}

const NO_GAPS: ReadonlyArray<{ start: number; end: number }> = [];

function Legend({ colors, band, gaps }: { colors: LayerColors; band: boolean; gaps: boolean }) {
  const translate = useTranslate();
  const swatch = (background: string, border?: string) => (
    <Box
      component="span"
      sx={{ display: 'inline-block', width: 14, height: 10, bgcolor: background, border: border ? `1px dashed ${border}` : undefined, mr: 0.5 }}
    />
  );
  return (
    <Stack direction="row" sx={{ gap: 2, ml: 1, color: 'text.secondary', typography: 'caption', flexWrap: 'wrap' }}>
      {band ? (
        <>
          <span>
            {swatch(colors.band, colors.bandLine)}
            {translate('reportFile.chart.band')}
          </span>
          <span>
            {swatch(colors.excursion)}
            {translate('reportFile.chart.outside')}
          </span>
        </>
      ) : null}
      {gaps ? (
        <span>
          {swatch(colors.gap)}
          {translate('reportFile.chart.gap')}
        </span>
      ) : null}
    </Stack>
  );
}

function ThresholdChartView({ title, points, band, excursions, gaps = NO_GAPS, range, color, height = 220 }: ThresholdChartProps) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const theme = useTheme();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const colors = useMemo<LayerColors>(
    () => ({
      band: alpha(theme.palette.success.main, 0.1),
      bandLine: alpha(theme.palette.success.main, 0.8),
      excursion: alpha(theme.palette.error.main, 0.18),
      gap: alpha(theme.palette.text.disabled, 0.22),
    }),
    [theme],
  );
  const data = useMemo<ReportLine[]>(() => [{ id: title, data: linePoints(points, gaps) }], [points, gaps, title]);
  const yDomain = useMemo(
    () =>
      yDomainOf(
        points.map(([, v]) => v),
        band,
      ),
    [points, band],
  );
  const layers = useMemo<Array<LineCanvasLayer<ReportLine>>>(
    () => ['grid', bandLayer(band, colors), gapLayer(gaps, colors), excursionLayer(excursions, colors), 'axes', 'lines'],
    [band, excursions, gaps, colors],
  );
  const chartTheme = useMemo(() => nivoTheme(theme), [theme]);
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const axisBottom = useMemo(() => {
    const days = (range.end - range.start) / 86_400;
    return {
      format: (value: Date) => (days > 2 ? formatMonthDay(value, locale) : formatTime(value, locale)),
      tickValues: Math.max(2, Math.floor(plotWidth / 90)),
      tickSize: 4,
    };
  }, [locale, range.start, range.end, plotWidth]);
  const tooltip = useMemo(
    () =>
      function Tip({ point }: PointTooltipProps<ReportLine>) {
        return (
          <Paper elevation={3} sx={{ px: 1, py: 0.5 }}>
            <Typography variant="caption" component="div">
              {formatMoment(point.data.x.getTime() / 1000, locale)}
            </Typography>
            <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
              {Number(point.data.y).toFixed(1)}
            </Typography>
          </Paper>
        );
      },
    [locale],
  );

  const label = [
    translate('report.chartLabel', { field: title, smart_count: excursions.length }),
    gaps.length ? translate('report.chartGaps', { smart_count: gaps.length }) : '',
  ]
    .filter(Boolean)
    .join('; ');

  // after LineCanvas' own effect has drawn (a child's effects run first): which range is painted, for tests and the bench
  const painted = width > 0 && points.length > 0 ? `${range.start}:${range.end}` : '';
  useEffect(() => {
    if (box.current) box.current.dataset.painted = painted;
  });

  return (
    <Box ref={box} sx={{ minWidth: 0 }} data-testid="threshold-chart">
      <Typography variant="subtitle2" component="h4" sx={{ color, ml: 1 }}>
        {title}
      </Typography>
      {band || gaps.length ? <Legend colors={colors} band={Boolean(band)} gaps={gaps.length > 0} /> : null}
      <Box role="img" aria-label={label} sx={{ height }} data-gaps={gaps.length}>
        {points.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', textAlign: 'center', pt: 6 }}>{translate('reportFile.noReadings')}</Typography>
        ) : width > 0 ? (
          <LineCanvas<ReportLine>
            data={data}
            width={width}
            height={height}
            margin={MARGIN}
            xScale={{ type: 'time', format: 'native', useUTC: false, min: new Date(range.start * 1000), max: new Date(range.end * 1000) }}
            yScale={{ type: 'linear', min: yDomain.min, max: yDomain.max }}
            xFormat={noFormat}
            yFormat={noFormat}
            colors={[color]}
            lineWidth={1.5}
            enablePoints={false}
            enableGridX={false}
            gridYValues={4}
            axisLeft={{ tickValues: 4, tickSize: 4 }}
            axisBottom={axisBottom}
            layers={layers}
            theme={chartTheme}
            tooltip={tooltip}
          />
        ) : null}
      </Box>
    </Box>
  );
}

export const ThresholdChart = memo(ThresholdChartView);
