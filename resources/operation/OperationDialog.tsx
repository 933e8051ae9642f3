/**
 * Add or change one operation code: code, full name, order and description (spec §5). The
 * server's field errors show at their fields and what was typed stays; Enter saves. Esc, a click
 * outside and Cancel ask before throwing typed changes away (the generated forms' guard).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessage } from '../../src/api';
import { FormDialog } from '../../src/framework/form/FormDialog';
import { useDiscardGuard } from '../../src/framework/form/useDiscardGuard';
import type { Operation } from './operationModel';
import type { OperationInput, SaveOutcome } from './useOperationEditing';

const FIELDS = ['code', 'fullname', 'sortcode', 'description'] as const;
const REQUIRED = new Set<string>(['code', 'fullname']);

export interface OperationDialogProps {
  /** the code being changed; absent: a new one */
  operation?: Operation;
  /** 'Area / Page' the code belongs to */
  pageLabel: string;
  save(input: OperationInput, existing?: Operation): Promise<SaveOutcome>;
  onClose(): void;
}

export function OperationDialog({ operation, pageLabel, save, onClose }: OperationDialogProps) {
  const translate = useTranslate();
  const guard = useDiscardGuard(onClose);
  const [values, setValues] = useState<OperationInput>({
    code: operation?.code ?? '',
    fullname: operation?.fullname ?? '',
    sortcode: operation ? String(operation.sortcode) : '',
    description: operation?.description ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty =
    values.code !== (operation?.code ?? '') ||
    values.fullname !== (operation?.fullname ?? '') ||
    values.sortcode !== (operation ? String(operation.sortcode) : '') ||
    values.description !== (operation?.description ?? '');
  const { report } = guard;
  useEffect(() => report(dirty), [report, dirty]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // the required fields are said at once; the rest of the rules are the server's (one copy)
    const missing = Object.fromEntries([...REQUIRED].filter((name) => !values[name as keyof OperationInput].trim()).map((name) => [name, translate('ra.validation.required')]));
    if (Object.keys(missing).length) return setErrors(missing);
    setBusy(true);
    setFailure(null);
    const outcome = await save(values, operation);
    setBusy(false);
    if (outcome.ok) return guard.closeSaved();
    if ('fieldErrors' in outcome) setErrors(outcome.fieldErrors);
    else setFailure(errorMessage(outcome.error, 'app.pages.operation.saveFailed'));
  };

  return (
    <FormDialog
      guard={guard}
      titleId="operation-dialog-title"
      title={translate(operation ? 'app.pages.operation.editTitle' : 'app.pages.operation.addTitle', { page: pageLabel })}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure ? <Alert severity="error">{translate(failure, { _: failure })}</Alert> : null}
            {FIELDS.map((name) => (
              <TextField
                key={name}
                name={name}
                label={translate(`app.pages.operation.${name}`)}
                required={REQUIRED.has(name)}
                value={values[name]}
                onChange={(event) => {
                  setValues((v) => ({ ...v, [name]: event.target.value }));
                  setErrors(({ [name]: _gone, ...rest }) => rest);
                }}
                error={Boolean(errors[name])}
                helperText={errors[name] ?? ' '}
                multiline={name === 'description'}
                minRows={name === 'description' ? 2 : undefined}
                slotProps={{ htmlInput: name === 'sortcode' ? { inputMode: 'numeric' } : {} }}
                fullWidth
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={guard.requestClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
