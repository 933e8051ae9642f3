import { useRef } from 'react';
import { Bar } from '@nivo/bar';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { STATE_COLORS } from '../live/StateChip';
import { nivoTheme } from '../../../src/framework/chart/nivoTheme';
import { useElementWidth } from '../../../src/framework/chart/useElementWidth';
import type { FigureRow } from './figureRows';

const ROW_HEIGHT = 30;
const MARGIN = { top: 4, right: 40, bottom: 4 } as const;
/** Room between a label and its bar. */
const GAP = 12;

/** A label's width at the axis' 11 px: wide (CJK) characters about a square, the others about half. */
export function labelWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(char) ? 11 : 6.2;
  return width;
}

/** The label cut with an ellipsis to fit `room` pixels. */
export function fitLabel(text: string, room: number): string {
  if (labelWidth(text) <= room) return text;
  let cut = '';
  for (const char of text) {
    if (labelWidth(`${cut}${char}…`) > room) break;
    cut += char;
  }
  return `${cut}…`;
}

/**
 * Horizontal bars of counts, one a row, the count at each bar's end. A picture only (hidden from
 * screen readers): the table beside it holds the same figures.
 */
export function CountChart({ rows }: { rows: readonly FigureRow[] }) {
  const theme = useTheme();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  // nivo draws the first row at the bottom of a horizontal chart
  const data = [...rows].reverse().map((row) => ({ label: row.label, count: row.count, state: row.state ?? '' }));
  // the labels' column: as wide as the longest label, at most 40 % of the chart; longer ones are cut (the table has them whole)
  const left = Math.ceil(Math.min(Math.max(48, width * 0.4), GAP + Math.max(0, ...rows.map((row) => labelWidth(row.label)))));
  const height = MARGIN.top + MARGIN.bottom + Math.max(1, rows.length) * ROW_HEIGHT;
  const colorOf = (state: string) => {
    const color = STATE_COLORS[state as keyof typeof STATE_COLORS];
    return color && color !== 'default' ? theme.palette[color].main : state === 'offline' ? theme.palette.grey[500] : theme.palette.primary.main;
  };
  return (
    <Box ref={box} aria-hidden sx={{ minWidth: 0, height }} data-testid="count-chart">
      {width > 0 ? (
        <Bar
          width={width}
          height={height}
          data={data}
          keys={['count']}
          indexBy="label"
          layout="horizontal"
          margin={{ ...MARGIN, left }}
          padding={0.25}
          colors={({ data: datum }) => colorOf(String(datum.state))}
          theme={nivoTheme(theme)}
          axisBottom={null}
          axisLeft={{ tickSize: 0, tickPadding: 6, format: (label) => fitLabel(String(label), left - GAP) }}
          enableGridX={false}
          enableGridY={false}
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
