/**
 * /statistics/dataquery (issue 14 §3): readings of several devices of one type over a range, the
 * newest 100 with spec §5's truncation message, and an "export all" to the download centre.
 */
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { PageProps } from '../../framework';
import { loadErrorText } from '../../framework/report/loadErrorText';
import { usePageCodes } from '../../framework/permissions/usePageCodes';
import { DataQueryForm } from './DataQueryForm';
import { DataQueryTable } from './DataQueryTable';
import { ExportAllBar } from './ExportAllBar';
import { useDataQuery } from './useDataQuery';
import { useExportAll } from './useExportAll';

const K = 'app.pages.statistics.dataQuery';
export const DATA_QUERY_ROUTE = 'StatisticsDataQuery';

export function DataQueryPage({ name = DATA_QUERY_ROUTE }: Partial<PageProps>) {
  const translate = useTranslate();
  const model = useDataQuery();
  const exporter = useExportAll();
  const codes = usePageCodes(name);
  const canExport = codes?.includes(`${name.toLowerCase()}_export`) ?? false;
  const { answer } = model;

  return (
    <Box component="section" sx={{ p: 2 }} aria-labelledby="dataquery-title">
      <Typography id="dataquery-title" variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate(`${K}.title`)}
      </Typography>
      <DataQueryForm model={model} />
      {canExport ? (
        <ExportAllBar
          exporter={exporter}
          disabled={!model.devices.length}
          onExport={() =>
            void exporter.start(
              model.devices.map((d) => d.id),
              model.range,
            )
          }
        />
      ) : null}
      <Box sx={{ mt: 2 }}>
        {model.request === null ? (
          <Typography color="text.secondary" data-testid="dataquery-hint">
            {translate(`${K}.hint`)}
          </Typography>
        ) : answer.isPending ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }} data-testid="dataquery-loading">
            <CircularProgress size={24} aria-hidden />
            <Typography>{translate(`${K}.loading`)}</Typography>
          </Box>
        ) : answer.isError ? (
          <Alert severity="error" role="alert" data-testid="dataquery-error">
            {loadErrorText(answer.error, translate, `${K}.error`)}
          </Alert>
        ) : (
          <DataQueryTable answer={answer.data} />
        )}
      </Box>
    </Box>
  );
}
