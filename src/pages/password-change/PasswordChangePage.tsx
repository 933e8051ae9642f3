import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { showToast } from '../../api';
import { ChangePasswordForm } from '../../components/password/ChangePasswordForm';

interface Props {
  onLogout(): void;
}

/**
 * The step an account whose password someone else set (initial or reset) sees after login,
 * before anything else (issue 10 §2); the server refuses every other call until it is done.
 * When it is, the session's flag drops and the console carries on to the page asked for.
 */
export function PasswordChangePage({ onLogout }: Props) {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'grey.100' }}>
      <Paper sx={{ width: '100%', maxWidth: 420, p: 4 }} aria-labelledby="password-change-title">
        <Typography id="password-change-title" variant="h5" component="h1" gutterBottom>
          {translate('app.password.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="password-change-reason">
          {translate('app.password.mustChange')}
        </Typography>
        <ChangePasswordForm
          autoFocus
          onSuccess={() => showToast({ type: 'success', message: 'app.password.done' })}
          secondaryAction={
            <Button type="button" onClick={onLogout}>
              {translate('app.password.logout')}
            </Button>
          }
        />
      </Paper>
    </Box>
  );
}
