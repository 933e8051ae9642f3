import { useRef } from 'react';
import { Bar } from '@nivo/bar';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { nivoTheme } from '../../../src/framework/chart/nivoTheme';
import { useElementWidth } from '../../../src/framework/chart/useElementWidth';

export interface BarRow {
  id: string;
  label: string;
  value: number;
}

const ROW_HEIGHT = 28;
const MARGIN = { top: 4, right: 56, bottom: 4 } as const;

/** The label cut with an ellipsis to about `room` pixels (wide characters count double). */
function fitLabel(text: string, room: number): string {
  let width = 0;
  let cut = '';
  for (const char of text) {
    width += /[\u2e80-\u9fff\uff00-\uffef]/.test(char) ? 11 : 6.2;
    if (width > room) return `${cut}…`;
    cut += char;
  }
  return text;
}

/**
 * Horizontal bars, one a row, each with its figure at its end (`format`). A picture only, hidden
 * from screen readers: the table beside it holds the same figures.
 */
export function BarFigure({ rows, format, maxValue }: { rows: readonly BarRow[]; format(value: number): string; maxValue?: number }) {
  const theme = useTheme();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  // nivo draws the first row at the bottom of a horizontal chart
  const data = [...rows].reverse().map((row) => ({ label: row.label, value: row.value }));
  const left = Math.round(Math.min(160, Math.max(60, width * 0.4)));
  const height = MARGIN.top + MARGIN.bottom + Math.max(1, rows.length) * ROW_HEIGHT;
  return (
    <Box ref={box} aria-hidden sx={{ minWidth: 0, height }} data-testid="bar-figure">
      {width > 0 ? (
        <Bar
          width={width}
          height={height}
          data={data}
          keys={['value']}
          indexBy="label"
          layout="horizontal"
          margin={{ ...MARGIN, left }}
          padding={0.25}
          {...(maxValue === undefined ? {} : { maxValue })}
          colors={[theme.palette.primary.main]}
          theme={nivoTheme(theme)}
          axisBottom={null}
          axisLeft={{ tickSize: 0, tickPadding: 6, format: (label) => fitLabel(String(label), left - 12) }}
          enableGridX={false}
          enableGridY={false}
          label={(datum) => format(Number(datum.value))}
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
