/**
 * The records chart (issue 12 §3): the channel toggles and the zoom's reset, one panel per shown
 * channel over the same time axis, and the overview strip with its brush. Loading shows a bar
 * over the previous drawing; an empty range says so.
 */
import { useRef } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ZoomOutMapIcon from '@mui/icons-material/ZoomOutMap';
import type { ReadingField } from '../../../src/lib/readings';
import { ChannelPanel } from './ChannelPanel';
import { FIELD_COLORS } from './channelColors';
import { layerColors, PLOT_MARGIN } from './chartTheme';
import { fieldKey, timeFormat } from './formatReading';
import { OverviewBrush } from './OverviewBrush';
import { OverviewStrip } from './OverviewStrip';
import { readingsErrorText } from './readingsError';
import { useElementWidth } from '../../../src/framework/chart/useElementWidth';
import { useRecordsChart } from './useRecordsChart';
import type { TimeSpan } from '../../../src/framework/range/rangePresets';

const MAIN_HEIGHT = 220;
const OTHER_HEIGHT = 140;
const STRIP_HEIGHT = 48;

interface RecordsChartProps {
  deviceId: number;
  range: TimeSpan;
  fields: readonly ReadingField[];
}

function ChannelToggles({ fields, visible, toggle }: { fields: readonly ReadingField[]; visible: ReadingField[]; toggle(field: ReadingField): void }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" role="group" aria-label={translate('resources.device.records.chart.channels')} sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      {fields.map((field) => {
        const on = visible.includes(field);
        return (
          <Chip
            key={field}
            size="small"
            label={translate(fieldKey(field))}
            variant={on ? 'filled' : 'outlined'}
            aria-pressed={on}
            onClick={() => toggle(field)}
            sx={on ? { bgcolor: FIELD_COLORS[field], color: '#fff', '&:hover': { bgcolor: FIELD_COLORS[field] } } : undefined}
          />
        );
      })}
    </Stack>
  );
}

/** What the band and the shading mean, shown when a shown channel has thresholds. */
function ChartLegend() {
  const translate = useTranslate();
  const theme = useTheme();
  const colors = layerColors(theme);
  const swatch = (background: string, border?: string) => (
    <Box
      component="span"
      sx={{ display: 'inline-block', width: 14, height: 10, bgcolor: background, border: border ? `1px dashed ${border}` : undefined, mr: 0.5 }}
    />
  );
  return (
    <Stack direction="row" sx={{ gap: 2, ml: 1, mb: 0.5, color: 'text.secondary', typography: 'caption', alignItems: 'center', flexWrap: 'wrap' }}>
      <span>
        {swatch(colors.band, colors.bandLine)}
        {translate('resources.device.records.chart.band')}
      </span>
      <span>
        {swatch(colors.stretch)}
        {translate('resources.device.records.chart.exceeding')}
      </span>
    </Stack>
  );
}

export function RecordsChart({ deviceId, range, fields }: RecordsChartProps) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const model = useRecordsChart(deviceId, range, fields, width - PLOT_MARGIN.left - PLOT_MARGIN.right);
  const { zoom, shownSpan } = model;
  const at = timeFormat(locale);

  return (
    <Box ref={box} data-testid="records-chart" aria-busy={model.loading}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <ChannelToggles fields={model.fields} visible={model.visible} toggle={model.toggle} />
        <Button size="small" startIcon={<ZoomOutMapIcon />} disabled={zoom.zoom === null} onClick={zoom.reset}>
          {translate('resources.device.records.chart.resetZoom')}
        </Button>
      </Stack>
      <Box sx={{ height: 4 }}>{model.loading ? <LinearProgress aria-label={translate('resources.device.records.chart.loading')} /> : null}</Box>
      {model.error ? <Alert severity="error">{readingsErrorText(model.error, translate)}</Alert> : null}
      {zoom.zoom ? (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', ml: 1 }}>
          {translate('resources.device.records.chart.zoomedTo', { from: at(zoom.zoom.from), to: at(zoom.zoom.to) })}
        </Typography>
      ) : null}
      {model.total === 0 && !model.loading ? (
        <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>{translate('resources.device.records.chart.empty')}</Typography>
      ) : width > 0 && shownSpan ? (
        <Box sx={{ opacity: model.loading ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {model.panels.some((p) => p.band) ? <ChartLegend /> : null}
          {model.panels.map((panel) => (
            <ChannelPanel key={panel.field} panel={panel} span={shownSpan} width={width} height={panel.band ? MAIN_HEIGHT : OTHER_HEIGHT} />
          ))}
        </Box>
      ) : (
        <Box sx={{ height: MAIN_HEIGHT }} />
      )}
      {width > 0 && model.overview && model.total !== 0 ? (
        <Box sx={{ mt: 1 }}>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', ml: `${PLOT_MARGIN.left}px` }}>
            {translate('resources.device.records.chart.overview')}
          </Typography>
          <OverviewBrush
            bounds={model.bounds}
            selection={zoom.selection}
            select={zoom.select}
            reset={zoom.reset}
            height={STRIP_HEIGHT}
            inset={{ left: PLOT_MARGIN.left, right: PLOT_MARGIN.right }}
          >
            <OverviewStrip panel={model.overview} span={model.bounds} width={width} height={STRIP_HEIGHT} />
          </OverviewBrush>
        </Box>
      ) : null}
    </Box>
  );
}
