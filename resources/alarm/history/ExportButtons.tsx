import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import type { ExportFormat } from './useHistoryExport';

/** Export CSV / Export XLSX of the rows shown. */
export function ExportButtons({ running, disabled, onExport }: { running: ExportFormat | null; disabled: boolean; onExport(format: ExportFormat): void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          size="small"
          variant="outlined"
          startIcon={<FileDownloadIcon />}
          disabled={disabled || running !== null}
          onClick={() => onExport(format)}
        >
          {translate(running === format ? 'alarm.pages.export.running' : `alarm.pages.export.${format}`)}
        </Button>
      ))}
    </Box>
  );
}
