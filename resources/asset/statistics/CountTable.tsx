import { useLocaleState, useTranslate } from 'ra-core';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CountRow } from './figureRows';

const K = 'resources.asset.statistics';

/** The figures of a chart: label, count and share of the total. */
export function CountTable({ rows, total, keyHeader, caption }: { rows: readonly CountRow[]; total: number; keyHeader: string; caption: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const count = new Intl.NumberFormat(locale);
  const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">{translate(`${K}.columns.${keyHeader}`)}</TableCell>
          <TableCell scope="col" align="right">
            {translate(`${K}.columns.count`)}
          </TableCell>
          <TableCell scope="col" align="right">
            {translate(`${K}.columns.share`)}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-row={row.id}>
            <TableCell component="th" scope="row">
              {row.label}
            </TableCell>
            <TableCell align="right" data-testid="count">
              {count.format(row.count)}
            </TableCell>
            <TableCell align="right">{total ? share.format(row.count / total) : '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
