import Box from '@mui/material/Box';

const WIDTH = 240;
const HEIGHT = 48;
const PAD = 3;

/** The polyline's points for these values, scaled into the box (the lowest at the bottom, a flat line at the bottom too). */
export function sparkPoints(values: readonly number[], width = WIDTH, height = HEIGHT): string {
  if (!values.length) return '';
  const max = Math.max(...values, 1);
  const step = values.length > 1 ? (width - 2 * PAD) / (values.length - 1) : 0;
  return values.map((value, i) => `${(PAD + i * step).toFixed(1)},${(height - PAD - (value / max) * (height - 2 * PAD)).toFixed(1)}`).join(' ');
}

/**
 * A small line of a day's values, drawn as SVG: 25 points need no chart library, so the dashboard
 * (the first page after login) stays light. A picture only, hidden from screen readers: its caller
 * writes the figures beside it.
 */
export function Sparkline({ values, color }: { values: readonly number[]; color: string }) {
  const points = sparkPoints(values);
  const last = points.split(' ').at(-1)?.split(',');
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      aria-hidden
      data-testid="sparkline"
      sx={{ width: '100%', maxWidth: WIDTH, height: HEIGHT, display: 'block' }}
    >
      <polyline points={points} fill="none" stroke={color} strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
      {last ? <circle cx={last[0]} cy={last[1]} r={3} fill={color} /> : null}
    </Box>
  );
}
