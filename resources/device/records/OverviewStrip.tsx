/** The overview strip's drawing: the whole range of one channel, a thin line without axes. */
import { memo, useMemo } from 'react';
import { LineCanvas } from '@nivo/line';
import { useTheme } from '@mui/material/styles';
import type { Span } from './brush';
import type { ChartPanel, ChartSeries } from './chartPanels';
import { FIELD_COLORS } from './channelColors';
import { nivoTheme } from '../../../src/framework/chart/nivoTheme';
import { PLOT_MARGIN } from './chartTheme';

const noFormat = () => '';

function OverviewStripView({ panel, span, width, height }: { panel: ChartPanel; span: Span; width: number; height: number }) {
  const theme = useTheme();
  const chartTheme = useMemo(() => nivoTheme(theme), [theme]);
  return (
    <LineCanvas<ChartSeries>
      data={panel.series}
      width={width}
      height={height}
      margin={{ top: 4, bottom: 4, left: PLOT_MARGIN.left, right: PLOT_MARGIN.right }}
      xScale={{ type: 'time', format: 'native', useUTC: false, min: new Date(span.from * 1000), max: new Date(span.to * 1000) }}
      yScale={{ type: 'linear', min: panel.yDomain.min, max: panel.yDomain.max }}
      xFormat={noFormat}
      yFormat={noFormat}
      colors={[FIELD_COLORS[panel.field]]}
      lineWidth={1}
      enablePoints={false}
      enableGridX={false}
      enableGridY={false}
      axisBottom={null}
      axisLeft={null}
      isInteractive={false}
      layers={['lines']}
      theme={chartTheme}
    />
  );
}

export const OverviewStrip = memo(OverviewStripView);
