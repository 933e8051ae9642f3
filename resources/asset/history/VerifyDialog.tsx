import { useState } from 'react';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ApiError, errorMessage } from '../../../src/api';
import { AssetSelect } from './AssetSelect';
import { postVerification } from './historyApi';
import type { AssetChoice } from './useAssetChoices';

const K = 'resources.asset.history.verify';

/** Records a verification of an asset (result and note); what was typed stays when the server refuses it. */
export function VerifyDialog({ open, choices, onClose, onSaved }: { open: boolean; choices: readonly AssetChoice[]; onClose(): void; onSaved(): void }) {
  const translate = useTranslate();
  const [assetId, setAssetId] = useState<number | undefined>();
  const [result, setResult] = useState(1);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const save = async () => {
    if (assetId === undefined) {
      setFieldErrors({ assetId: translate('validation.required') });
      return;
    }
    setSaving(true);
    setError(null);
    setFieldErrors({});
    try {
      await postVerification({ assetId, result, note });
      setNote('');
      onSaved();
    } catch (caught) {
      const errors = caught instanceof ApiError ? caught.fieldErrors : undefined;
      if (errors && Object.keys(errors).length) setFieldErrors(errors);
      else setError(translate(errorMessage(caught, `${K}.failed`)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="verify-title">
      <DialogTitle id="verify-title">{translate(`${K}.title`)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <AssetSelect label={translate(`${K}.asset`)} choices={choices} value={assetId} onChange={setAssetId} required />
        {fieldErrors.assetId ? <Alert severity="error">{fieldErrors.assetId}</Alert> : null}
        <TextField select size="small" label={translate(`${K}.result`)} value={String(result)} onChange={(event) => setResult(Number(event.target.value))}>
          {[1, 2].map((value) => (
            <MenuItem key={value} value={String(value)}>
              {translate(`resources.asset.history.results.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          multiline
          minRows={2}
          label={translate(`${K}.note`)}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={Boolean(fieldErrors.note)}
          helperText={fieldErrors.note ?? `${note.length}/200`}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate(`${K}.cancel`)}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {translate(`${K}.save`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
