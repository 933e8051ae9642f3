import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { trialEndDate } from '../../lib/trialEnd';
import type { RegistrationResult } from '../../lib/registration';

/** After registering: the next step (log in, the account filled in) and the trial's end. */
export function RegistrationDone({ result }: { result: RegistrationResult }) {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper sx={{ p: 4, maxWidth: 480, width: '100%' }} data-testid="registration-done">
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {translate('app.registration.done.title')}
          </Typography>
          <Typography>{translate('app.registration.done.body', { company: result.companyName, username: result.username })}</Typography>
          <Alert severity="info" data-testid="registration-trial">
            {translate('app.registration.done.trial', { devices: result.deviceLimit, date: trialEndDate(result.trialEndsAt) })}
          </Alert>
          <Button component={RouterLink} to={`/login?u=${encodeURIComponent(result.username)}`} variant="contained" autoFocus>
            {translate('app.registration.done.login')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
