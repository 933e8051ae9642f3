import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import { ResponsiveLineCanvas, type LineCanvasLayer } from '@nivo/line';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { formatTime } from '../../../src/lib/dateTimeFormat';
import { FIELD_RULES, isSwitchField, type ReadingField, type SeriesPoint } from '../../../src/lib/readings';
import { hourTicks, summarize, ticksFor, toChartData, valueDomain, type ChartDatum } from './chartModel';
import { chartValue, chartWords } from './chartWords';

type Series = { id: string; data: ChartDatum[] };

interface Props {
  field: ReadingField;
  series: readonly SeriesPoint[];
  /** unix seconds of the chart's two ends */
  start: number;
  end: number;
  /** threshold lines (temperature, humidity), dashed */
  min?: number | null;
  max?: number | null;
  height?: number;
}

/** Dashed lines at the thresholds: the canvas chart has no markers of its own. */
function thresholdLayer(bounds: Array<number | null>, color: string): LineCanvasLayer<Series> {
  return (context, { innerWidth, yScale }) => {
    context.save();
    context.strokeStyle = color;
    context.setLineDash([4, 4]);
    for (const bound of bounds) {
      if (bound === null) continue;
      const y = yScale(bound);
      context.beginPath();
      context.moveTo(0, y);
      context.lineTo(innerWidth, y);
      context.stroke();
    }
    context.restore();
  };
}

/**
 * One channel over a time range, small: a canvas line (a day of one-minute data is 1,440
 * points before the server thins it), the thresholds dashed, and the range's lowest, highest
 * and last values (an on/off channel's states) in words beside it (what the chart says, for
 * those who cannot see it).
 */
export function ChannelChart({ field, series, start, end, min = null, max = null, height = 140 }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const theme = useTheme();
  const data = useMemo<Series[]>(() => [{ id: field, data: toChartData(series) }], [field, series]);
  const domain = useMemo(() => valueDomain(series, [min, max], FIELD_RULES[field]), [series, min, max, field]);
  const summary = summarize(series);
  const { decimals } = FIELD_RULES[field];
  // no grouping: "1012.5" fits the axis where "1,012.5" does not
  const tick = useMemo(() => new Intl.NumberFormat(locale, { maximumFractionDigits: decimals, useGrouping: false }), [locale, decimals]);
  // four labels fit a phone's chart; a day's chart ticks every six hours
  const xTicks = useMemo(() => hourTicks(start, end, Math.max(1, Math.round((end - start) / 3600 / 4))), [start, end]);
  // an on/off channel's axis is its two states, in words
  const switched = isSwitchField(field);
  const yTicks = useMemo(() => (switched ? [0, 1] : domain ? ticksFor(domain, 4, decimals) : []), [switched, domain, decimals]);
  const yLabel = (y: number) => (switched ? chartValue(field, y, locale, translate) : tick.format(y));
  const label = translate(`resources.device.live.channels.${field}`);
  const words = chartWords(field, summary, locale, translate);

  return (
    <Box component="figure" sx={{ m: 0 }} data-testid={`chart-${field}`}>
      <Typography component="figcaption" variant="subtitle2">
        {label}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
        {words}
      </Typography>
      {summary && domain ? (
        <Box role="img" aria-label={`${label}: ${words}`} sx={{ height }}>
          <ResponsiveLineCanvas<Series>
            data={data}
            xScale={{ type: 'linear', min: start, max: end }}
            yScale={{ type: 'linear', min: domain.min, max: domain.max }}
            margin={{ top: 8, right: 12, bottom: 24, left: 48 }}
            colors={[theme.palette.primary.main]}
            lineWidth={1.5}
            enablePoints={false}
            enableGridX={false}
            gridYValues={yTicks}
            isInteractive={false}
            axisBottom={{ tickValues: xTicks, format: (x: number) => formatTime(x, locale) }}
            axisLeft={{ tickValues: yTicks, format: yLabel }}
            layers={['grid', 'axes', thresholdLayer([min, max], theme.palette.error.main), 'lines']}
            theme={{ text: { fill: theme.palette.text.secondary, fontSize: 10 }, grid: { line: { stroke: theme.palette.divider } } }}
          />
        </Box>
      ) : null}
    </Box>
  );
}
