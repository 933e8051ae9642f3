/**
 * The Import dialog of a generated list (issue 29 §3): the template, a file (xls or xlsx), the
 * upload with its progress, then the count stored and every problem of the rows not stored (row,
 * column, reason), and the file back with a result column. The state lives in useImport.
 */
import { useRef } from 'react';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Skeleton from '@mui/material/Skeleton';
import { IMPORT_ACCEPT, type ImportResult } from '../../lib/import';
import { formatBytes } from '../../lib/validation/keywords';
import type { useImport } from './useImport';

export interface ImportDialogProps {
  open: boolean;
  /** the entity's name, plural, in the user's language */
  name: string;
  model: ReturnType<typeof useImport>;
  onClose(): void;
}

function Result({ result, onDownload }: { result: ImportResult; onDownload(): void }) {
  const translate = useTranslate();
  return (
    <Box data-testid="import-result" sx={{ mt: 2 }}>
      <Alert severity={result.errors.length ? 'warning' : 'success'} data-testid="import-summary">
        {translate('app.schema.import.summary', { stored: result.stored, rows: result.rows })}
        {result.errors.length ? null : ` — ${translate('app.schema.import.allStored')}`}
      </Alert>
      {result.errors.length ? (
        <>
          <Typography variant="subtitle2" sx={{ mt: 2 }} id="import-errors-title">
            {translate('app.schema.import.errorsTitle', { smart_count: result.errors.length })}
          </Typography>
          <Box sx={{ maxHeight: 320, overflow: 'auto' }}>
            <Table size="small" data-testid="import-errors" aria-labelledby="import-errors-title">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.schema.import.row')}</TableCell>
                  <TableCell>{translate('app.schema.import.column')}</TableCell>
                  <TableCell>{translate('app.schema.import.message')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.errors.map((error, index) => (
                  <TableRow key={index}>
                    <TableCell component="th" scope="row">
                      {error.row}
                    </TableCell>
                    <TableCell>{error.column ?? ''}</TableCell>
                    <TableCell>{error.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      ) : null}
      <Button sx={{ mt: 2 }} startIcon={<DownloadIcon />} onClick={onDownload} data-testid="import-download-result">
        {translate('app.schema.import.download')}
      </Button>
    </Box>
  );
}

/** The import's content: template, file, progress, result (in the dialog, or on a page of its own). */
export function ImportForm({ model }: { model: ReturnType<typeof useImport> }) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const { limits, file, problem, pick, state, downloadResult, downloadTemplate, templateFailed } = model;
  const uploading = state.status === 'uploading';
  return (
    <>
      {/* the limits are the server's settings (IMPORT_MAX_BYTES, IMPORT_MAX_ROWS), said once known */}
      {limits ? (
        <Typography variant="body2" sx={{ mb: 2 }} data-testid="import-intro">
          {translate('app.schema.import.intro', { size: formatBytes(limits.maxBytes) })} {translate('app.schema.import.rowsLimit', { smart_count: limits.maxRows })}
        </Typography>
      ) : (
        <Skeleton variant="text" sx={{ mb: 2 }} data-testid="import-intro-loading" />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void downloadTemplate()}>
          {translate('app.schema.import.template')}
        </Button>
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={uploading}>
          {translate('app.schema.import.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept={IMPORT_ACCEPT}
          data-testid="import-file-input"
          onChange={(event) => {
            pick(event.target.files?.[0] ?? null);
            // the same file picked again (after fixing it) is a change too
            event.target.value = '';
          }}
        />
        {file ? (
          <Typography variant="body2" data-testid="import-picked">
            {translate('app.schema.import.chosen', { name: file.name })}
          </Typography>
        ) : null}
      </Box>
      {templateFailed ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate('app.schema.import.templateFailed')}
        </Alert>
      ) : null}
      {problem ? (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="import-problem">
          {translate(problem.key, problem.params)}
        </Alert>
      ) : null}
      {uploading ? (
        <Box sx={{ mt: 2 }} role="status" data-testid="import-progress">
          <Typography variant="body2">{translate('app.schema.import.uploading')}</Typography>
          <LinearProgress sx={{ mt: 1 }} />
        </Box>
      ) : null}
      {state.status === 'failed' ? (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="import-error">
          {translate(state.message, { _: state.message, ...state.params })}
        </Alert>
      ) : null}
      {state.status === 'done' ? <Result result={state.result} onDownload={downloadResult} /> : null}
    </>
  );
}

/** The Import button's dialog; it cannot be closed while a file is on its way. */
export function ImportDialog({ open, name, model, onClose }: ImportDialogProps) {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const uploading = model.state.status === 'uploading';
  return (
    <Dialog open={open} onClose={uploading ? undefined : onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="import-title">
      <DialogTitle id="import-title">{translate('app.schema.import.title', { name })}</DialogTitle>
      <DialogContent>
        <ImportForm model={model} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={uploading}>
          {translate('ra.action.close')}
        </Button>
        <Button variant="contained" onClick={() => void model.upload()} disabled={!model.canUpload} data-testid="import-start">
          {translate('app.schema.import.start')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
