import { useState, type ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import type { PasswordChange } from '../../lib/passwordChange';
import type { Message } from '../../lib/validation';
import { useChangePasswordForm } from './useChangePasswordForm';

interface Props {
  onSuccess(): void;
  /** beside the submit button: Cancel in the dialog, Log out on the required step */
  secondaryAction?: ReactNode;
  autoFocus?: boolean;
}

interface FieldSpec {
  name: keyof PasswordChange;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}

/**
 * Old password, new password (at least 6 characters, not the old one) and its confirmation
 * (spec §5). Errors show at their fields (MUI links the helper text as the input's description);
 * what was typed stays after a refusal.
 */
export function ChangePasswordForm({ onSuccess, secondaryAction, autoFocus = false }: Props) {
  const translate = useTranslate();
  const form = useChangePasswordForm(onSuccess);
  const [shown, setShown] = useState(false);
  // a server text arrives as a key without translation and is shown as it is
  const text = (message: Message | undefined) => (message ? translate(message.key, { ...message.params, _: message.key }) : undefined);
  const fields: FieldSpec[] = [
    { name: 'oldPassword', label: translate('app.password.oldPassword'), autoComplete: 'current-password' },
    { name: 'newPassword', label: translate('app.password.newPassword'), autoComplete: 'new-password', hint: translate('app.password.newPasswordHint') },
    { name: 'confirmPassword', label: translate('app.password.confirmPassword'), autoComplete: 'new-password' },
  ];

  return (
    <Box component="form" noValidate onSubmit={form.submit} data-testid="change-password-form" sx={{ display: 'flex', flexDirection: 'column' }}>
      {form.failure ? (
        <Alert severity="error" data-testid="change-password-error" sx={{ mb: 1 }}>
          {translate(form.failure, { _: form.failure })}
        </Alert>
      ) : null}
      {fields.map(({ name, label, autoComplete, hint }, index) => {
        const error = text(form.errors[name]);
        return (
          <TextField
            key={name}
            id={`password-${name}`}
            name={name}
            label={label}
            type={shown ? 'text' : 'password'}
            value={form.values[name]}
            onChange={(event) => form.change(name)(event.target.value)}
            error={Boolean(error)}
            // a blank helper keeps the height steady when an error appears
            helperText={error ?? hint ?? ' '}
            autoComplete={autoComplete}
            autoFocus={autoFocus && index === 0}
            required
            fullWidth
            margin="dense"
          />
        );
      })}
      <FormControlLabel
        control={<Checkbox checked={shown} onChange={(event) => setShown(event.target.checked)} />}
        label={translate('app.login.showPassword')}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
        {secondaryAction}
        <Button type="submit" variant="contained" disabled={form.submitting}>
          {translate(form.submitting ? 'app.password.submitting' : 'app.password.submit')}
        </Button>
      </Box>
    </Box>
  );
}
