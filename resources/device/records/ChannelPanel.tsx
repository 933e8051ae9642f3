/**
 * One channel of the records chart: nivo's canvas line (long series stay cheap to draw) over the
 * shown range, with the threshold band and the exceeding stretches as layers of its own. When
 * the canvas is drawn, the panel says which range it shows (`data-painted`), for tests and for
 * measuring the page.
 */
import { memo, useEffect, useMemo, useRef } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import { LineCanvas, type LineCanvasLayer, type PointTooltipProps } from '@nivo/line';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { Span } from './brush';
import { bandLayer, stretchLayer } from './chartLayers';
import type { ChartPanel, ChartSeries } from './chartPanels';
import { nivoTheme } from '../../../src/framework/chart/nivoTheme';
import { layerColors, PLOT_MARGIN } from './chartTheme';
import { FIELD_COLORS } from './channelColors';
import { axisTimeFormat, fieldHeader, formatValue, formatWithUnit, timeFormat } from './formatReading';
import { isSwitchField } from '../../../src/lib/readings';

const noFormat = () => '';

interface ChannelPanelProps {
  panel: ChartPanel;
  span: Span;
  width: number;
  height: number;
}

function ChannelPanelView({ panel, span, width, height }: ChannelPanelProps) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const theme = useTheme();
  const box = useRef<HTMLDivElement>(null);

  const layers = useMemo<Array<LineCanvasLayer<ChartSeries>>>(
    () => ['grid', bandLayer(panel, layerColors(theme)), stretchLayer(panel, layerColors(theme)), 'axes', 'lines'],
    [panel, theme],
  );
  const chartTheme = useMemo(() => nivoTheme(theme), [theme]);
  const plotWidth = width - PLOT_MARGIN.left - PLOT_MARGIN.right;
  const axisBottom = useMemo(
    () => ({ format: axisTimeFormat(locale, span.to - span.from), tickValues: Math.max(3, Math.floor(plotWidth / 110)), tickSize: 4 }),
    [locale, span.from, span.to, plotWidth],
  );
  // an on/off channel's axis says its two states in words (issue 26 §3), not 0, 0.5 and 1
  const axisLeft = useMemo(
    () =>
      isSwitchField(panel.field)
        ? { tickValues: [0, 1], tickSize: 4, format: (value: number) => formatValue(panel.field, value, locale, translate) }
        : { tickValues: 4, tickSize: 4 },
    [panel.field, locale, translate],
  );
  const tooltip = useMemo(() => {
    const at = timeFormat(locale);
    return function Tip({ point }: PointTooltipProps<ChartSeries>) {
      return (
        <Paper elevation={3} sx={{ px: 1, py: 0.5 }}>
          <Typography variant="caption" component="div">
            {at(point.data.x.getTime() / 1000)}
          </Typography>
          <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
            {formatWithUnit(panel.field, point.data.y, locale, translate)}
          </Typography>
        </Paper>
      );
    };
  }, [locale, panel.field, translate]);

  // runs after LineCanvas' own effect has drawn (a child's effects run first)
  const painted = `${span.from}:${span.to}`;
  useEffect(() => {
    if (box.current) box.current.dataset.painted = painted;
  });

  const label = fieldHeader(panel.field, translate);
  return (
    <Box data-testid={`chart-${panel.field}`} ref={box}>
      <Typography variant="subtitle2" component="h3" sx={{ color: FIELD_COLORS[panel.field], ml: 1 }}>
        {label}
      </Typography>
      <Box role="img" aria-label={translate('resources.device.records.chart.panelLabel', { channel: label, smart_count: panel.stretches.length })}>
        <LineCanvas<ChartSeries>
          data={panel.series}
          width={width}
          height={height}
          margin={PLOT_MARGIN}
          xScale={{ type: 'time', format: 'native', useUTC: false, min: new Date(span.from * 1000), max: new Date(span.to * 1000) }}
          yScale={{ type: 'linear', min: panel.yDomain.min, max: panel.yDomain.max }}
          // nivo formats every point up front; the tooltip formats its one point itself
          xFormat={noFormat}
          yFormat={noFormat}
          curve={panel.curve}
          colors={[FIELD_COLORS[panel.field]]}
          lineWidth={1.5}
          enablePoints={false}
          enableGridX={false}
          gridYValues={isSwitchField(panel.field) ? [0, 1] : 4}
          axisLeft={axisLeft}
          axisBottom={axisBottom}
          layers={layers}
          theme={chartTheme}
          tooltip={tooltip}
        />
      </Box>
    </Box>
  );
}

export const ChannelPanel = memo(ChannelPanelView);
