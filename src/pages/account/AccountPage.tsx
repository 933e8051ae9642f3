import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { showToast } from '../../api';
import { ChangePasswordForm } from '../../components/password/ChangePasswordForm';
import { useSession } from '../../framework/useSession';
import { AvatarCard } from './AvatarCard';
import { PhoneChangeForm } from './PhoneChangeForm';
import { ProfileForm } from './ProfileForm';
import { useAccountProfile } from './useAccountProfile';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography variant="h6" component="h2" id={id} sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** /management/account (issue 28 §4): the profile, the avatar, the phone change and the password. */
export function AccountPage() {
  const translate = useTranslate();
  const username = useSession((s) => s.username);
  const form = useAccountProfile();
  if (form.loading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }} role="status" aria-label={translate('app.loading')}>
        <CircularProgress />
      </Box>
    );
  }
  if (form.loadFailed || !form.profile) {
    return (
      <Alert severity="error" action={<Button onClick={form.reload}>{translate('app.retry')}</Button>}>
        {translate('app.account.loadFailed')}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }} data-testid="account-page">
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Section title={translate('app.account.avatar.title')} id="account-avatar-title">
          <AvatarCard avatar={form.profile.avatar} realname={form.profile.realname} />
        </Section>
        <Section title={translate('app.account.profile.title')} id="account-profile-title">
          <ProfileForm form={form} />
        </Section>
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Section title={translate('app.account.phone.title')} id="account-phone-title">
          <PhoneChangeForm username={username} oldPhone={form.profile.mobile} onChanged={form.setMobile} />
        </Section>
        <Section title={translate('app.password.title')} id="account-password-title">
          <ChangePasswordForm onSuccess={() => showToast({ type: 'success', message: 'app.password.done' })} />
        </Section>
      </Box>
    </Box>
  );
}
