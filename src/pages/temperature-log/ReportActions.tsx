/**
 * The report's files: PDF and XLSX now, or either to the download centre (a job, kept 7 days by
 * default), with what came of it beside the buttons.
 */
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/Download';
import InboxIcon from '@mui/icons-material/MoveToInbox';
import { DownloadJobNotice, downloadErrorText } from '../../framework/downloads';
import { REPORT_FORMATS, type ReportFormat } from '../../lib/reports';
import type { useReportFiles } from './useReportFiles';

const T = 'app.pages.temperatureLog.actions';

export function ReportActions({ files, disabled }: { files: ReturnType<typeof useReportFiles>; disabled: boolean }) {
  const translate = useTranslate();
  const running = files.state.status === 'running' ? files.state.format : null;
  const button = (format: ReportFormat) => (
    <Button
      key={format}
      data-testid={`report-${format}`}
      variant="outlined"
      size="small"
      disabled={disabled || running !== null}
      onClick={() => void files.download(format)}
      startIcon={running === format ? <CircularProgress size={14} /> : <DownloadIcon />}
    >
      {translate(`${T}.${format}`)}
    </Button>
  );
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {REPORT_FORMATS.map(button)}
        {REPORT_FORMATS.map((format) => (
          <Button
            key={`centre-${format}`}
            size="small"
            disabled={disabled || files.centre.state.status === 'creating'}
            onClick={() => files.toCentre(format)}
            startIcon={<InboxIcon />}
          >
            {translate(`${T}.centre`, { format: translate(`${T}.${format}`) })}
          </Button>
        ))}
      </Box>
      {files.state.status === 'failed' ? (
        <Alert severity="error" role="alert" onClose={files.dismiss} sx={{ mt: 1 }}>
          {downloadErrorText(files.state.error, translate, 'app.errors.downloadFailed')}
        </Alert>
      ) : null}
      <DownloadJobNotice state={files.centre.state} onClose={files.centre.reset} />
    </Box>
  );
}
