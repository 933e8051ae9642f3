/**
 * The data query's "export all": the format and the button that sends the whole range of the
 * chosen devices to the download centre, then the centre's answer beside it (the job made, with a
 * link to the centre; or the server's reason, e.g. the 3-month limit). Shown only to a user with
 * the page's export code (spec §6).
 */
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import { DownloadJobNotice } from '../../framework/downloads';
import type { ExportAll, ExportFormat } from './useExportAll';

const K = 'app.pages.statistics.dataQuery.export';
const FORMATS: readonly ExportFormat[] = ['xlsx', 'csv'];

export function ExportAllBar({ exporter, disabled, onExport }: { exporter: ExportAll; disabled: boolean; onExport(): void }) {
  const translate = useTranslate();
  const { download } = exporter;
  return (
    <Box sx={{ my: 2 }}>
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={translate(`${K}.format`)}
          value={exporter.format}
          onChange={(event) => exporter.setFormat(event.target.value as ExportFormat)}
          sx={{ width: 140 }}
        >
          {FORMATS.map((format) => (
            <MenuItem key={format} value={format}>
              {translate(`${K}.formats.${format}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          startIcon={<CloudDownloadIcon />}
          disabled={disabled || download.state.status === 'creating'}
          onClick={onExport}
          data-testid="dataquery-export"
        >
          {translate(`${K}.button`)}
        </Button>
      </Stack>
      <DownloadJobNotice state={download.state} onClose={download.reset} />
    </Box>
  );
}
