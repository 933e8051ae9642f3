/**
 * Device records (`/device/record`, issue 12 §3): choose a device and a range; see its channels
 * charted (threshold bands, exceeding stretches, zoom and brush), the first 100 readings, and
 * export the whole range. The query is in the address (`?deviceId&start&end`).
 */
import { useLocaleState, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageCodes, type PageProps } from '../../../src/framework';
import { actionCode, isVisible } from '../../../src/lib/permissionCodes';
import { CHANNEL_FIELDS, type ReadingField } from '../../../src/lib/readings';
import { chartFields } from './chartPanels';
import { ExportButtons } from './ExportButtons';
import { readingsErrorText } from './readingsError';
import { ReadingsTable } from './ReadingsTable';
import { RecordsChart } from './RecordsChart';
import { RecordsQueryBar } from './RecordsQueryBar';
import { deviceLabel, useRecordsDevice } from './useRecordsDevice';
import { useReadingRows } from './useReadingRows';
import { useReadingsExport } from './useReadingsExport';
import { useRecordsQuery } from './useRecordsQuery';

/** The seed's route name of this page: its operation codes are `devicerecord_*` (spec §6). */
export const RECORDS_ROUTE = 'DeviceRecord';

export function DeviceRecordsPage({ name = RECORDS_ROUTE }: Partial<PageProps>) {
  const translate = useTranslate();
  const codes = usePageCodes(name);
  // the export shows only for a user holding the page's export code (the server checks it too)
  const canExport = codes !== null && isVisible(codes, { actionCode: actionCode(name, 'export') });
  const [locale = 'en'] = useLocaleState();
  const query = useRecordsQuery();
  const { device, channels, error: deviceError } = useRecordsDevice(query.deviceId);
  const rows = useReadingRows(device ? query.deviceId : null, query.range);
  const exporter = useReadingsExport(query.deviceId, query.range, device ? device.number : '');
  const tableFields: ReadingField[] = channels ? channels.flatMap((c) => CHANNEL_FIELDS[c]) : [];

  const ready = device && channels && query.range;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Card>
        <CardContent>
          <RecordsQueryBar model={query} device={device ?? null}>
            {canExport ? (
              <ExportButtons
                state={exporter.state}
                disabled={!ready}
                start={(format) => void exporter.start(format)}
                cancel={exporter.cancel}
                dismiss={exporter.dismiss}
                locale={locale}
              />
            ) : null}
          </RecordsQueryBar>
        </CardContent>
      </Card>
      {query.deviceId === null ? (
        <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 4 }}>{translate('resources.device.records.chooseDevice')}</Typography>
      ) : deviceError ? (
        <Alert severity="error">{readingsErrorText(deviceError, translate, 'resources.device.records.deviceFailed')}</Alert>
      ) : !ready ? (
        query.range ? (
          <LinearProgress />
        ) : null
      ) : (
        <>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {translate('resources.device.records.chart.title', { device: deviceLabel(device) })}
              </Typography>
              <RecordsChart deviceId={device.id} range={query.range!} fields={chartFields(channels)} />
            </CardContent>
          </Card>
          <Card>
            <CardContent sx={{ minWidth: 0 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {translate('resources.device.records.table.title')}
              </Typography>
              {rows.error ? <Alert severity="error">{readingsErrorText(rows.error, translate)}</Alert> : null}
              {rows.isPending && rows.fetchStatus !== 'idle' ? <LinearProgress /> : null}
              {rows.data ? <ReadingsTable rows={rows.data} fields={tableFields} /> : null}
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}
