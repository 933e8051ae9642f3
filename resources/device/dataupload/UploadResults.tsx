import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UploadResult } from '../../../src/lib/dataUpload';

const K = 'resources.device.dataUpload.result';

/** The column a refusal names, as the template calls it. */
function columnName(translate: ReturnType<typeof useTranslate>, field: string | undefined): string {
  if (!field) return '—';
  if (field === 'ts') return translate(`${K}.time`);
  return translate(`readingExport.fields.${field}`, { _: field });
}

/** Every row's result: the counts, the rows kept once, and each refused row with its number, column and reason. */
export function UploadResults({ name, result }: { name: string; result: UploadResult }) {
  const translate = useTranslate();
  const refused = result.rejected.length;
  return (
    <Box component="section" aria-labelledby="upload-result-title" data-testid="upload-result" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="upload-result-title" variant="h6" component="h2">
        {`${translate(`${K}.title`)}: ${name}`}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="upload-counts">
        <li>{translate(`${K}.rows`, { smart_count: result.rows })}</li>
        <li>{translate(`${K}.stored`, { smart_count: result.stored })}</li>
        {result.duplicates ? <li>{translate(`${K}.duplicates`, { smart_count: result.duplicates })}</li> : null}
        {refused ? <li>{translate(`${K}.rejected`, { smart_count: refused })}</li> : null}
      </Box>
      {!refused && !result.duplicates ? <Alert severity="success">{translate(`${K}.allStored`)}</Alert> : null}
      {result.duplicateRows.length ? (
        <Typography variant="body2" color="text.secondary" data-testid="duplicate-rows" sx={{ overflowWrap: 'anywhere' }}>
          {translate(`${K}.duplicateRows`, { rows: result.duplicateRows.join(', ') })}
        </Typography>
      ) : null}
      {refused ? (
        <>
          <Typography variant="subtitle1" component="h3" id="refused-rows-title">
            {translate(`${K}.refusedTitle`)}
          </Typography>
          <TableContainer
            tabIndex={0}
            role="region"
            aria-labelledby="refused-rows-title"
            sx={{ maxHeight: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Table size="small" stickyHeader aria-labelledby="refused-rows-title" data-testid="refused-rows">
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{translate(`${K}.columns.row`)}</TableCell>
                  <TableCell scope="col">{translate(`${K}.columns.column`)}</TableCell>
                  <TableCell scope="col">{translate(`${K}.columns.reason`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.rejected.map((row) => (
                  <TableRow key={`${row.row}-${row.reason}`} data-row={row.row}>
                    <TableCell component="th" scope="row" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {row.row}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{columnName(translate, row.field)}</TableCell>
                    <TableCell>{row.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      ) : null}
    </Box>
  );
}
