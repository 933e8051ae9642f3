import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { SERVICE_STATE, serviceActive } from '../../lib/premium';
import { TRIAL_DAYS, TRIAL_DEVICES } from '../../lib/registration';
import { BackupFilesCard } from './BackupFilesCard';
import { CompanyServicesCard } from './CompanyServicesCard';
import { TvShowDialog } from './TvShowDialog';
import { usePremiumServices } from './usePremiumServices';

const STATE_KEYS: Record<number, string> = { [SERVICE_STATE.notActivated]: 'notActivated', [SERVICE_STATE.subscribed]: 'subscribed', [SERVICE_STATE.trial]: 'trial' };

/** /management/premiumservices (issue 30 §2): the companies' premium services, the backup files and the TV show. Logic in usePremiumServices. */
export function PremiumServicesPage() {
  const translate = useTranslate();
  const page = usePremiumServices();
  const [tvOpen, setTvOpen] = useState(false);
  const own = page.companies.find((company) => company.companyId === page.ownCompanyId);
  const tvActive = own?.services.some((status) => status.service === 'tvshow' && serviceActive(status.state)) ?? false;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {translate('app.pages.premium.title')}
        </Typography>
        {tvActive ? (
          <Button variant="contained" onClick={() => setTvOpen(true)} data-testid="premium-tvshow-open">
            {translate('app.pages.premium.tvshow.open')}
          </Button>
        ) : null}
      </Stack>
      <Typography variant="body2">{translate('app.pages.premium.intro', { days: TRIAL_DAYS, devices: TRIAL_DEVICES })}</Typography>
      {page.error ? (
        <Alert severity="error" onClose={page.dismiss} data-testid="premium-error">
          {translate(page.error, { _: page.error })}
        </Alert>
      ) : null}
      {page.saved !== null ? (
        <Alert severity="success" onClose={page.dismiss} data-testid="premium-saved">
          {translate('app.pages.premium.saved', { state: translate(`app.pages.premium.states.${STATE_KEYS[page.saved] ?? 'notActivated'}`) })}
        </Alert>
      ) : null}
      {page.canActivate ? (
        <TextField
          size="small"
          label={translate('app.pages.premium.search')}
          value={page.search}
          onChange={(event) => page.setSearch(event.target.value)}
          sx={{ maxWidth: 360 }}
          slotProps={{ htmlInput: { 'data-testid': 'premium-search' } }}
        />
      ) : null}
      {page.loading ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <Typography variant="body2">{translate('app.pages.premium.loading')}</Typography>
        </Stack>
      ) : page.loadFailed ? (
        <Alert severity="error" action={<Button onClick={() => void page.reload()}>{translate('app.retry')}</Button>}>
          {translate('app.pages.premium.loadFailed')}
        </Alert>
      ) : page.companies.length === 0 ? (
        <Typography color="text.secondary" data-testid="premium-empty">
          {translate('app.pages.premium.empty')}
        </Typography>
      ) : (
        page.companies.map((company) => <CompanyServicesCard key={company.companyId} company={company} canActivate={page.canActivate} busy={page.busy} onAct={page.act} />)
      )}
      {page.loading || page.loadFailed ? null : <BackupFilesCard />}
      <TvShowDialog open={tvOpen} onClose={() => setTvOpen(false)} />
      <Dialog open={page.confirming !== null} onClose={page.cancelConfirm} aria-labelledby="premium-confirm-title">
        <DialogTitle id="premium-confirm-title">{translate('app.pages.premium.confirmCancel.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {page.confirming
              ? translate('app.pages.premium.confirmCancel.body', {
                  service: translate(`app.pages.premium.services.${page.confirming.service}`),
                  company: page.confirming.company.companyName,
                })
              : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={page.cancelConfirm} autoFocus>
            {translate('app.pages.premium.confirmCancel.keep')}
          </Button>
          <Button color="error" onClick={() => void page.confirm()} data-testid="premium-confirm">
            {translate('app.pages.premium.confirmCancel.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
