/** The figures beside the comparison chart: each device's colour, readings in the range, and the lowest, highest and mean drawn. */
import { useLocaleState, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatFigure } from '../../framework/report/reportFormat';
import type { ComparisonLine } from './comparisonSeries';

const K = 'app.pages.statistics.charts';

export function ComparisonTable({ lines, caption }: { lines: readonly ComparisonLine[]; caption: string }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const number = new Intl.NumberFormat(locale);
  return (
    <Box tabIndex={0} role="region" aria-label={caption} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={caption} data-testid="comparison-table">
        <TableHead>
          <TableRow>
            <TableCell scope="col">{translate(`${K}.columns.device`)}</TableCell>
            <TableCell scope="col" align="right">
              {translate(`${K}.columns.readings`)}
            </TableCell>
            <TableCell scope="col" align="right">
              {translate(`${K}.columns.min`)}
            </TableCell>
            <TableCell scope="col" align="right">
              {translate(`${K}.columns.max`)}
            </TableCell>
            <TableCell scope="col" align="right">
              {translate(`${K}.columns.mean`)}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.id} data-device={line.id}>
              <TableCell component="th" scope="row">
                <Box
                  component="span"
                  aria-hidden
                  sx={{ display: 'inline-block', width: 12, height: 12, borderRadius: '2px', bgcolor: line.color, mr: 1, verticalAlign: 'middle' }}
                />
                {line.label}
                {line.lacksField ? (
                  <Box component="span" sx={{ color: 'text.secondary', ml: 1 }}>
                    {translate(`${K}.lacksField`)}
                  </Box>
                ) : null}
              </TableCell>
              <TableCell align="right">{number.format(line.readings)}</TableCell>
              <TableCell align="right">{formatFigure(line.min)}</TableCell>
              <TableCell align="right">{formatFigure(line.max)}</TableCell>
              <TableCell align="right">{formatFigure(line.mean)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
