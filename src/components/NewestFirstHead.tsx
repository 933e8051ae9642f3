/**
 * The time column's head of a table whose rows are newest first (issue 26 §3: spec §5's 100 rows
 * are the newest of the range): `aria-sort` tells a screen reader, an arrow shows it.
 */
import Box from '@mui/material/Box';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';

export function NewestFirstHead({ children, ...cell }: Omit<TableCellProps, 'sortDirection'>) {
  return (
    <TableCell scope="col" {...cell} sortDirection="desc" data-order="newest-first">
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
        {children}
        <ArrowDownwardIcon aria-hidden fontSize="inherit" sx={{ opacity: 0.7 }} />
      </Box>
    </TableCell>
  );
}
