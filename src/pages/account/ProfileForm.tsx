import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { PROFILE_FIELDS } from './accountApi';
import type { useAccountProfile } from './useAccountProfile';

type Profile = ReturnType<typeof useAccountProfile>;

/** The profile fields (spec §3 Account); the mobile is read-only here (the phone change sets it). */
export function ProfileForm({ form }: { form: Profile }) {
  const translate = useTranslate();
  const t = (key: string | null | undefined) => (key ? translate(key, { _: key }) : undefined);
  return (
    <Box component="form" noValidate onSubmit={form.submit} data-testid="profile-form" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
      {form.failure ? (
        <Alert severity="error" sx={{ gridColumn: '1 / -1', mb: 1 }} data-testid="profile-error">
          {t(form.failure)}
        </Alert>
      ) : null}
      {PROFILE_FIELDS.map((field) => {
        const error = t(form.errors[field]);
        const readOnly = field === 'mobile';
        return (
          <TextField
            key={field}
            id={`account-${field}`}
            name={field}
            label={translate(`app.account.profile.${field}`)}
            value={form.values[field]}
            onChange={(event) => form.change(field)(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? (readOnly ? translate('app.account.profile.mobileHint') : ' ')}
            required={field === 'realname'}
            slotProps={{ input: { readOnly } }}
            multiline={field === 'description' || field === 'address'}
            sx={field === 'description' ? { gridColumn: '1 / -1' } : undefined}
            margin="dense"
            fullWidth
          />
        );
      })}
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button type="submit" variant="contained" disabled={form.saving}>
          {translate(form.saving ? 'app.account.profile.saving' : 'app.account.profile.save')}
        </Button>
      </Box>
    </Box>
  );
}
