import { useLocaleState, useTranslate } from 'ra-core';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** A chart's figure: what it counts, its label, and the count. */
export interface CountRow {
  id: string;
  label: string;
  count: number;
}

export interface CountTableProps {
  rows: readonly CountRow[];
  total: number;
  /** the first column's header: `{messages}.columns.{keyHeader}`; the others are `.columns.count` and `.columns.share` */
  keyHeader: string;
  caption: string;
  /** the page's messages, e.g. 'resources.device.statistics' */
  messages: string;
}

/** The figures of a chart as a table beside it: label, count and share of the total. */
export function CountTable({ rows, total, keyHeader, caption, messages }: CountTableProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const count = new Intl.NumberFormat(locale);
  const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">{translate(`${messages}.columns.${keyHeader}`)}</TableCell>
          <TableCell scope="col" align="right">
            {translate(`${messages}.columns.count`)}
          </TableCell>
          <TableCell scope="col" align="right">
            {translate(`${messages}.columns.share`)}
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
