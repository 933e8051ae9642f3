/**
 * The overview strip under the chart: the whole range at a glance, and the brush over it. Drag
 * to choose the stretch the chart above shows; the selection is a slider for the keyboard
 * (arrows move it, Shift+arrows resize it, Up/Down zoom, Home/End jump, Escape shows the whole range).
 */
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { VISUALLY_HIDDEN } from '../../../src/components/visuallyHidden';
import { brushKey, fractionOf, type Span } from './brush';
import { timeFormat } from './formatReading';
import { useBrushPointer } from './useBrushPointer';
import type { Commit } from './useChartZoom';

interface OverviewBrushProps {
  bounds: Span;
  selection: Span;
  select(span: Span, commit: Commit): void;
  reset(): void;
  height: number;
  /** left and right insets, so that the strip lines up with the plots above */
  inset: { left: number; right: number };
  /** the strip's drawing */
  children: ReactNode;
}

export function OverviewBrush({ bounds, selection, select, reset, height, inset, children }: OverviewBrushProps) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const theme = useTheme();
  const hintId = useId();
  const pointer = useBrushPointer(bounds, selection, select);
  const at = timeFormat(locale);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = brushKey(event.key, event.shiftKey, selection, bounds);
    if (next === null) return;
    event.preventDefault();
    if (next === 'reset') reset();
    else select(next, 'soon');
  };

  const left = fractionOf(selection.from, bounds) * 100;
  const right = 100 - fractionOf(selection.to, bounds) * 100;
  return (
    <Box sx={{ position: 'relative', height, userSelect: 'none', touchAction: 'none' }}>
      {children}
      <Box
        data-testid="overview-brush"
        {...pointer}
        sx={{ position: 'absolute', top: 0, bottom: 0, left: inset.left, right: inset.right, cursor: 'crosshair' }}
      >
        <Box
          role="slider"
          tabIndex={0}
          aria-label={translate('resources.device.records.chart.selection')}
          aria-describedby={hintId}
          aria-valuemin={bounds.from}
          aria-valuemax={bounds.to}
          aria-valuenow={selection.from}
          aria-valuetext={`${at(selection.from)} – ${at(selection.to)}`}
          onKeyDown={onKeyDown}
          // inline: it changes on every step of a drag, and a class per position would pile up
          style={{ left: `${left}%`, right: `${right}%` }}
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            minWidth: 2,
            cursor: 'grab',
            bgcolor: alpha(theme.palette.primary.main, 0.12),
            border: `1px solid ${alpha(theme.palette.primary.main, 0.7)}`,
            borderRadius: 0.5,
            '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
          }}
        />
      </Box>
      <Box id={hintId} sx={VISUALLY_HIDDEN}>
        {translate('resources.device.records.chart.selectionHint')}
      </Box>
    </Box>
  );
}
