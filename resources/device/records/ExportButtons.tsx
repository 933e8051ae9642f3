/**
 * Export of the whole range as csv or xlsx (issue 12 §3), with progress: the bytes received,
 * against the size when the server gives one, else an indeterminate bar; a cancel; and a clear
 * error beside the buttons.
 */
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { EXPORT_FORMATS, type ExportFormat } from '../../../src/lib/readings';
import { readingsErrorText } from './readingsError';
import type { ExportState } from './useReadingsExport';

interface ExportButtonsProps {
  state: ExportState;
  disabled: boolean;
  start(format: ExportFormat): void;
  cancel(): void;
  dismiss(): void;
}

/** 1536 → "1.5 KB" */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

const EXPORT_FAILED = 'resources.device.records.export.failed';

/** The failure, titled, with the server's or the network's reason under it when there is one. */
function ExportFailure({ error, dismiss }: { error: unknown; dismiss(): void }) {
  const translate = useTranslate();
  const reason = readingsErrorText(error, translate, EXPORT_FAILED);
  const title = translate(EXPORT_FAILED);
  return (
    <Alert severity="error" onClose={dismiss} sx={{ mt: 1 }} role="alert">
      <AlertTitle>{title}</AlertTitle>
      {reason !== title ? reason : null}
    </Alert>
  );
}

export function ExportButtons({ state, disabled, start, cancel, dismiss, locale }: ExportButtonsProps & { locale: string }) {
  const translate = useTranslate();
  const running = state.status === 'running';
  return (
    <Box sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {EXPORT_FORMATS.map((format) => (
          <Button key={format} variant="outlined" size="small" startIcon={<DownloadIcon />} disabled={disabled || running} onClick={() => start(format)}>
            {translate(`resources.device.records.export.${format}`)}
          </Button>
        ))}
        {running ? (
          <Button size="small" onClick={cancel}>
            {translate('ra.action.cancel')}
          </Button>
        ) : null}
      </Stack>
      {running ? (
        <Box sx={{ mt: 1 }} data-testid="export-progress">
          <LinearProgress
            aria-label={translate('resources.device.records.export.running')}
            {...(state.progress.total ? { variant: 'determinate', value: Math.min(100, (state.progress.loaded / state.progress.total) * 100) } : {})}
          />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {state.progress.total
              ? translate('resources.device.records.export.progressOf', {
                  loaded: formatBytes(state.progress.loaded, locale),
                  total: formatBytes(state.progress.total, locale),
                })
              : translate('resources.device.records.export.progress', { loaded: formatBytes(state.progress.loaded, locale) })}
          </Typography>
        </Box>
      ) : null}
      {state.status === 'failed' ? <ExportFailure error={state.error} dismiss={dismiss} /> : null}
    </Box>
  );
}
