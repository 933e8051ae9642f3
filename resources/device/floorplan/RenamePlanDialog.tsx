import { useState } from 'react';
import { useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { FLOOR_PLAN_NAME_MAX } from '../../../src/lib/floorPlans';

/** Rename the plan shown; a refused name stays in the field with the server's message. */
export function RenamePlanDialog({ initial, onClose, onSave }: { initial: string; onClose(): void; onSave(name: string): Promise<string | null> }) {
  const translate = useTranslate();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!name.trim()) return setError(translate('validation.required'));
    setBusy(true);
    const refused = await onSave(name);
    setBusy(false);
    if (refused) setError(translate(refused, { _: refused }));
    else onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('resources.floorplan.rename')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          sx={{ mt: 1 }}
          label={translate('resources.floorplan.fields.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? undefined}
          slotProps={{ htmlInput: { maxLength: FLOOR_PLAN_NAME_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
