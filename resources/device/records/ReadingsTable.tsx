/**
 * The newest 100 readings of the range, newest first (spec §5: "a query returns at most 100
 * rows"; issue 26 §3: the newest), with the time in the user's language and only the model's
 * channels, each with its unit. When the range holds more, the spec's truncation message says so
 * and how to get the rest. The table scrolls inside its card.
 */
import { useLocaleState, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { NewestFirstHead } from '../../../src/components/NewestFirstHead';
import type { ReadingField, ReadingRows } from '../../../src/lib/readings';
import { MAX_ROWS } from '../../../src/lib/timeRange';
import { fieldHeader, formatValue, timeFormat } from './formatReading';

interface ReadingsTableProps {
  rows: ReadingRows;
  /** the model's fields, in the contract's order */
  fields: readonly ReadingField[];
}

export function ReadingsTable({ rows, fields }: ReadingsTableProps) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const at = timeFormat(locale);
  if (rows.list.length === 0) {
    return <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>{translate('resources.device.records.table.empty')}</Typography>;
  }
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {translate('resources.device.records.table.total', { smart_count: rows.total, count: new Intl.NumberFormat(locale).format(rows.total) })}
      </Typography>
      {rows.truncated ? (
        <Alert severity="info" data-testid="records-truncated" sx={{ mb: 1 }}>
          {translate('timeRange.truncated', { limit: MAX_ROWS })}
        </Alert>
      ) : null}
      <Box sx={{ overflow: 'auto', maxHeight: 520 }}>
        {/* the cells' look is set once here: a style per cell costs a class per cell, 700 of them */}
        <Table
          size="small"
          stickyHeader
          aria-label={translate('resources.device.records.table.title')}
          sx={{ '& th': { whiteSpace: 'nowrap' }, '& td': { fontVariantNumeric: 'tabular-nums' }, '& td:first-of-type': { whiteSpace: 'nowrap' } }}
        >
          <TableHead>
            <TableRow>
              <NewestFirstHead>{translate('resources.device.records.table.time')}</NewestFirstHead>
              {fields.map((field) => (
                <TableCell key={field} align="right">
                  {fieldHeader(field, translate)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.list.map((reading) => (
              <TableRow key={reading.ts} hover>
                <TableCell>{at(reading.ts)}</TableCell>
                {fields.map((field) => (
                  <TableCell key={field} align="right">
                    {formatValue(field, reading[field], locale, translate)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}
