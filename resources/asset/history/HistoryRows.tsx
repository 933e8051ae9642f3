import { useLocaleState, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { AssetHistoryRow, HistoryKind } from '../../../src/lib/assetHistory';
import { formatDateTime } from '../../../src/lib/dateTimeFormat';
import { cellOf, historyColumns } from './historyTable';

const K = 'resources.asset.history';

/** The rows: a table, or on a phone one card a row with each column labelled. */
export function HistoryRows({ kind, rows }: { kind: HistoryKind; rows: readonly AssetHistoryRow[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const columns = historyColumns(kind);
  const cell = (row: AssetHistoryRow, column: string) => cellOf(translate, (unix) => formatDateTime(unix, locale, { seconds: true }), row, column);
  if (phone) {
    return (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }} aria-label={translate(`${K}.titles.${kind}`)}>
        {rows.map((row) => (
          <Card component="li" variant="outlined" key={row.id} data-row={row.id}>
            <CardContent sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5, '&:last-child': { pb: 2 } }}>
              {columns.map((column) => (
                <Box key={column} sx={{ display: 'contents' }}>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`${K}.columns.${column}`)}
                  </Typography>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {cell(row, column) || '—'}
                  </Typography>
                </Box>
              ))}
            </CardContent>
          </Card>
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate(`${K}.titles.${kind}`)}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} scope="col">
                {translate(`${K}.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-row={row.id}>
              {columns.map((column) => (
                <TableCell key={column} sx={column === 'at' ? { whiteSpace: 'nowrap' } : undefined} data-column={column}>
                  {cell(row, column)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
