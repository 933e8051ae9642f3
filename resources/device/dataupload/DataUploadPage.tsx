import { useState } from 'react';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { actionCode } from '../../../src/lib/permissionCodes';
import { usePageCodes, type PageProps } from '../../../src/framework';
import { DevicePicker } from '../records/DevicePicker';
import { useRecordsDevice } from '../records/useRecordsDevice';
import { FileDrop } from './FileDrop';
import { UploadResults } from './UploadResults';
import { useDataUpload } from './useDataUpload';
import { useTemplateDownload } from './useTemplateDownload';

const K = 'resources.device.dataUpload';

/** /device/dataupload: a device's readings from an xlsx or csv file, every row's result shown (issue 12 §3). */
export function DataUploadPage({ name }: PageProps) {
  const translate = useTranslate();
  const [deviceId, setDeviceId] = useState<number | null>(null);
  const { device } = useRecordsDevice(deviceId);
  const codes = usePageCodes(name);
  const allowed = codes?.includes(actionCode(name, 'add')) ?? false;
  const upload = useDataUpload(deviceId);
  const template = useTemplateDownload(device);
  const uploading = upload.state.status === 'uploading';

  return (
    <Card sx={{ m: { xs: 1, sm: 2 } }} component="section" aria-labelledby="dataupload-title">
      <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Box>
          <Typography id="dataupload-title" variant="h5" component="h1">
            {translate(`${K}.title`)}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {translate(`${K}.intro`)}
          </Typography>
        </Box>
        {codes !== null && !allowed ? <Alert severity="info">{translate(`${K}.readOnly`)}</Alert> : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <DevicePicker value={device ?? null} onChange={setDeviceId} />
          <Box role="group" aria-label={translate(`${K}.template.label`)} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {(['xlsx', 'csv'] as const).map((format) => (
              <Button key={format} size="small" disabled={!device || template.busy !== null} onClick={() => void template.download(format)}>
                {translate(`${K}.template.${format}`)}
              </Button>
            ))}
          </Box>
        </Box>
        {template.failed ? (
          <Alert severity="error" onClose={template.dismiss}>
            {translate(`${K}.template.failed`)}
          </Alert>
        ) : null}
        {deviceId === null ? <Typography color="text.secondary">{translate(`${K}.pickDevice`)}</Typography> : null}
        <FileDrop file={upload.file} problem={upload.problem} disabled={!allowed || uploading} onPick={upload.pick} />
        <Box>
          <Button variant="contained" disabled={!allowed || !upload.canUpload} onClick={() => void upload.upload()} data-testid="upload-button">
            {translate(`${K}.upload`)}
          </Button>
        </Box>
        {/* fetch reports no upload progress: an indeterminate bar while the server reads and stores */}
        <Box role="status" aria-live="polite">
          {upload.state.status === 'uploading' ? (
            <>
              <Typography variant="body2">{translate(`${K}.uploading`, { name: upload.state.name })}</Typography>
              <LinearProgress sx={{ mt: 1 }} aria-label={translate(`${K}.uploading`, { name: upload.state.name })} />
            </>
          ) : null}
        </Box>
        {upload.state.status === 'failed' ? (
          <Alert severity="error" data-testid="upload-error">
            {translate(upload.state.message, { _: upload.state.message })}
          </Alert>
        ) : null}
        {upload.state.status === 'done' ? <UploadResults name={upload.state.name} result={upload.state.result} /> : null}
      </CardContent>
    </Card>
  );
}
