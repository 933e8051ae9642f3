import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** One figure: its heading, an optional note, the chart and the table of the same figures (under the chart on a phone). */
export function FigureCard({ id, title, note, chart, table, wide = false }: { id: string; title: string; note?: string; chart: ReactNode; table: ReactNode; wide?: boolean }) {
  const headingId = `figure-${id}`;
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} data-testid={headingId} sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {note ? (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        ) : null}
        <Box sx={{ mt: 1, display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
          {chart}
          <Box sx={{ minWidth: 0, overflowX: 'auto' }}>{table}</Box>
        </Box>
      </CardContent>
    </Card>
  );
}
