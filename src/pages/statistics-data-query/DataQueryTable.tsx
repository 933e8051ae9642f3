/**
 * The query's readings (at most 100, spec §5; the newest of the range, newest first, issue 26 §3):
 * time, device, then the columns the server names — the channels the chosen devices' models have,
 * no other. When cut, the server's truncation message (in the user's language, with how to get the
 * rest) above the table, with the total. The table scrolls sideways at phone width; its caption
 * names it for screen readers.
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
import type { DataQueryAnswer } from '../../lib/reports';
import { NewestFirstHead } from '../../components/NewestFirstHead';
import { isSwitchField, SWITCH_WORDS, type ReadingField } from '../../lib/readings';
import { formatMoment } from '../../framework/report/reportFormat';

const K = 'app.pages.statistics.dataQuery';

export function DataQueryTable({ answer }: { answer: DataQueryAnswer }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const number = new Intl.NumberFormat(locale);
  // external power and the door read on/off, open/closed (issue 26 §3)
  const cellText = (field: ReadingField, value: number | null) =>
    value === null ? '—' : isSwitchField(field) ? translate(SWITCH_WORDS[field][value ? 1 : 0]) : value;
  if (!answer.list.length) {
    return (
      <Typography sx={{ py: 3 }} color="text.secondary" data-testid="dataquery-empty">
        {translate(`${K}.empty`)}
      </Typography>
    );
  }
  const caption = translate(`${K}.table`);
  return (
    <Box>
      {answer.truncated && answer.message ? (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="dataquery-truncated">
          {answer.message} {translate(`${K}.shown`, { shown: number.format(answer.list.length), total: number.format(answer.total) })}
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="dataquery-total">
          {translate(`${K}.count`, { smart_count: answer.total, count: number.format(answer.total) })}
        </Typography>
      )}
      <Box tabIndex={0} role="region" aria-label={caption} sx={{ overflowX: 'auto', maxHeight: 560 }}>
        <Table size="small" stickyHeader aria-label={caption} data-testid="dataquery-table">
          <TableHead>
            <TableRow>
              <NewestFirstHead>{translate(`${K}.columns.time`)}</NewestFirstHead>
              <TableCell scope="col">{translate(`${K}.columns.device`)}</TableCell>
              {answer.fields.map((field) => (
                <TableCell key={field} scope="col" align="right">
                  {translate(`readingExport.fields.${field}`, { _: field })}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {answer.list.map((row) => (
              <TableRow key={`${row.deviceId}-${row.ts}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(row.ts, locale)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.name ? `${row.number} ${row.name}` : row.number}</TableCell>
                {answer.fields.map((field) => (
                  <TableCell key={field} align="right">
                    {cellText(field, row[field] ?? null)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
