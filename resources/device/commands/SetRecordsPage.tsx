import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { actionCode } from '../../../src/lib/permissionCodes';
import { usePageCodes, type PageProps } from '../../../src/framework';
import { RecordsFilters } from './RecordsFilters';
import { RecordsTable } from './RecordsTable';
import { ROWS_PER_PAGE, useCommandRecords } from './useCommandRecords';
import { useRecordsExport } from './useRecordsExport';

/** /device/setrecord: every command sent to the company's devices, who sent it, old → new values and how it ended. */
export function SetRecordsPage({ name }: PageProps) {
  const translate = useTranslate();
  const records = useCommandRecords();
  const exporter = useRecordsExport();
  const codes = usePageCodes(name);
  const canExport = codes?.includes(actionCode(name, 'export')) ?? false;
  return (
    <Card sx={{ m: { xs: 1, sm: 2 } }}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h5" component="h1">
            {translate('resources.device.commands.records.title')}
          </Typography>
          {canExport && records.filter ? (
            <Box sx={{ display: 'flex', gap: 1 }}>
              {(['csv', 'xlsx'] as const).map((format) => (
                <Button
                  key={format}
                  size="small"
                  startIcon={<DownloadIcon />}
                  disabled={exporter.busy}
                  onClick={() => records.filter && exporter.run(format, records.filter)}
                >
                  {translate(`app.schema.export.${format}`)}
                </Button>
              ))}
            </Box>
          ) : null}
        </Box>
        <RecordsFilters filters={records.filters} change={records.change} clear={records.clear} rangeBackwards={records.rangeBackwards} />
        {records.refreshing || exporter.busy ? <LinearProgress aria-label={translate('app.loading')} sx={{ mb: 1 }} /> : <Box sx={{ height: 4, mb: 1 }} />}
        {records.failed ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={records.retry}>
                {translate('app.retry')}
              </Button>
            }
          >
            {translate('resources.device.commands.records.loadFailed')}
          </Alert>
        ) : null}
        {!records.loading && !records.failed && records.filter && records.rows.length === 0 ? (
          <Typography sx={{ py: 2 }}>{translate('resources.device.commands.records.empty')}</Typography>
        ) : null}
        {records.rows.length ? (
          <>
            <RecordsTable rows={records.rows} />
            <TablePagination
              component="div"
              count={records.total}
              page={records.page}
              onPageChange={(_event, page) => records.setPage(page)}
              rowsPerPage={records.limit}
              rowsPerPageOptions={ROWS_PER_PAGE}
              onRowsPerPageChange={(event) => records.setLimit(Number(event.target.value))}
              labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
              labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
            />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
