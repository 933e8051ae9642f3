import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BarFigure } from './BarFigure';
import { FigureTable } from './FigureTable';
import type { FigureRow } from './figureRows';

/** One figure: its heading, the bars, and the table of the same figures beside them (under them on a phone). */
export function FigureSection({
  id,
  title,
  keyHeader,
  rows,
  layout,
  wide = false,
}: {
  id: string;
  title: string;
  keyHeader: string;
  rows: readonly FigureRow[];
  layout?: 'horizontal' | 'vertical';
  wide?: boolean;
}) {
  const translate = useTranslate();
  const headingId = `alarm-figure-${id}`;
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={headingId}
      sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}
    >
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {rows.length ? (
          <Box
            sx={{
              mt: 1,
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                md: wide ? 'minmax(0, 2fr) minmax(0, 1fr)' : 'minmax(0, 1fr) minmax(0, 1fr)',
                lg: wide ? 'minmax(0, 2fr) minmax(0, 1fr)' : 'minmax(0, 1fr)',
              },
            }}
          >
            <BarFigure rows={rows} layout={layout} testId={`${headingId}-chart`} />
            <FigureTable rows={rows} keyHeader={keyHeader} caption={title} />
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('alarm.pages.stats.none')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
