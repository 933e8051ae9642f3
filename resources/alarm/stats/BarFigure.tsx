import { useRef } from 'react';
import { Bar } from '@nivo/bar';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { nivoTheme } from '../../../src/framework/chart/nivoTheme';
import { useElementWidth } from '../../../src/framework/chart/useElementWidth';
import type { FigureRow } from './figureRows';

const ROW_HEIGHT = 28;
const COLUMN_HEIGHT = 220;
/** a label's share of a horizontal chart's width, at most */
const LABEL_SHARE = 0.4;

/** A label cut to about `room` pixels at 11 px (wide CJK characters count double); the table has it whole. */
export function fitLabel(text: string, room: number): string {
  const widthOf = (s: string) => [...s].reduce((w, c) => w + (/[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(c) ? 11 : 6.2), 0);
  if (widthOf(text) <= room) return text;
  let cut = '';
  for (const char of text) {
    if (widthOf(`${cut}${char}…`) > room) break;
    cut += char;
  }
  return `${cut}…`;
}

/**
 * Counts as bars: a row a bar (`horizontal`, for named things), or a column a day. A picture only
 * (hidden from screen readers): the table beside it holds the same figures.
 */
export function BarFigure({ rows, layout = 'horizontal', testId }: { rows: readonly FigureRow[]; layout?: 'horizontal' | 'vertical'; testId: string }) {
  const theme = useTheme();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const horizontal = layout === 'horizontal';
  // nivo draws a horizontal chart's first row at the bottom
  const data = (horizontal ? [...rows].reverse() : rows).map((row) => ({ label: row.label, count: row.count }));
  const left = horizontal ? Math.round(Math.max(48, Math.min(width * LABEL_SHARE, 160))) : 36;
  const height = horizontal ? 8 + Math.max(1, rows.length) * ROW_HEIGHT : COLUMN_HEIGHT;
  const every = Math.max(1, Math.ceil(rows.length / Math.max(1, Math.floor(width / 56))));
  const ticks = rows.filter((_, i) => (rows.length - 1 - i) % every === 0).map((row) => row.label);
  return (
    <Box ref={box} aria-hidden sx={{ minWidth: 0, height }} data-testid={testId}>
      {width > 0 ? (
        <Bar
          width={width}
          height={height}
          data={data}
          keys={['count']}
          indexBy="label"
          layout={layout}
          margin={horizontal ? { top: 4, right: 40, bottom: 4, left } : { top: 12, right: 8, bottom: 28, left }}
          padding={0.25}
          colors={[theme.palette.error.main]}
          theme={nivoTheme(theme)}
          axisBottom={horizontal ? null : { tickSize: 0, tickPadding: 8, tickValues: ticks, format: (label) => String(label).slice(5) }}
          axisLeft={horizontal ? { tickSize: 0, tickPadding: 6, format: (label) => fitLabel(String(label), left - 12) } : { tickSize: 0, tickValues: 4 }}
          enableGridX={false}
          enableGridY={!horizontal}
          enableLabel={horizontal}
          labelPosition="end"
          labelOffset={6}
          labelTextColor={theme.palette.text.primary}
          isInteractive={false}
          animate={false}
        />
      ) : null}
    </Box>
  );
}
