import { useId, useRef, useState, type DragEvent } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from '../../../src/lib/dataUpload';
import { fileSize, type FileProblem } from './pickedFile';

const K = 'resources.device.dataUpload.file';

interface Props {
  file: File | null;
  problem: FileProblem | null;
  disabled?: boolean;
  onPick(file: File | null): void;
}

/**
 * The file: dropped on the zone, or chosen with its button (a real button: Tab and Enter or
 * Space open the browser's picker). The chosen file shows with its size and a remove button; a
 * file that cannot be sent says why, tied to the button for screen readers.
 */
export function FileDrop({ file, problem, disabled = false, onPick }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const problemId = useId();
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onPick(dropped);
  };
  return (
    <Box
      data-testid="file-drop"
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: problem ? 'error.main' : over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : undefined,
        borderRadius: 1,
        p: { xs: 2, sm: 3 },
        display: 'grid',
        justifyItems: 'center',
        gap: 1,
        textAlign: 'center',
      }}
    >
      <UploadFileIcon color="action" sx={{ fontSize: 40 }} aria-hidden />
      <Typography>{translate(`${K}.drop`)}</Typography>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT}
        hidden
        data-testid="file-input"
        onChange={(event) => {
          onPick(event.target.files?.[0] ?? null);
          // the same file chosen again is a new pick
          event.target.value = '';
        }}
      />
      <Button variant="outlined" disabled={disabled} onClick={() => input.current?.click()} aria-describedby={`${hintId}${problem ? ` ${problemId}` : ''}`}>
        {translate(`${K}.choose`)}
      </Button>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {translate(`${K}.hint`, { size: fileSize(UPLOAD_MAX_BYTES, locale) })}
      </Typography>
      {file ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}>
          <Typography data-testid="picked-file" sx={{ overflowWrap: 'anywhere' }}>
            {translate(`${K}.chosen`, { name: file.name, size: fileSize(file.size, locale) })}
          </Typography>
          <IconButton size="small" onClick={() => onPick(null)} aria-label={translate(`${K}.remove`)} disabled={disabled}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      ) : null}
      {problem ? (
        <Typography id={problemId} role="alert" color="error" variant="body2" data-testid="file-problem">
          {translate(problem.key, problem.params ?? {})}
        </Typography>
      ) : null}
    </Box>
  );
}
