import { useLocaleState, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { totalOf, type FigureRow } from './figureRows';

/** The figures of a chart: label, count and share of the total; a long list scrolls in its own box. */
export function FigureTable({ rows, keyHeader, caption }: { rows: readonly FigureRow[]; keyHeader: string; caption: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const count = new Intl.NumberFormat(locale);
  const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const total = totalOf(rows);
  return (
    <Box tabIndex={0} role="region" aria-label={caption} sx={{ maxHeight: 320, overflowY: 'auto' }}>
      <Table size="small" stickyHeader aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{keyHeader}</TableCell>
            <TableCell scope="col" align="right">
              {translate('alarm.pages.stats.columns.count')}
            </TableCell>
            <TableCell scope="col" align="right">
              {translate('alarm.pages.stats.columns.share')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-row={row.id}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                {row.label}
              </TableCell>
              <TableCell align="right">{count.format(row.count)}</TableCell>
              <TableCell align="right">{total ? share.format(row.count / total) : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
