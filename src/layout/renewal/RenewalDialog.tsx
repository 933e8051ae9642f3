import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { EXPIRED_DEVICES_ROUTE } from '../../lib/renewal';
import { useRenewalNotice } from './useRenewalNotice';

const TITLE_ID = 'renewal-dialog-title';

/**
 * Spec §4's renewal dialog: how many devices have expired, with a link to the devices pending
 * renewal. It closes only once the notice is marked read (OK, or the link, which then opens the
 * page); a failure keeps it open with the spec's message. Shown when `ready`: after the
 * announcement dialog (layout/LoginDialogs.tsx).
 */
export function RenewalDialog({ ready }: { ready: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notice = useRenewalNotice(ready);
  if (!notice.open) return null;
  const openExpired = async () => {
    if (await notice.markRead()) navigate(EXPIRED_DEVICES_ROUTE);
  };

  return (
    <Dialog open onClose={() => undefined} aria-labelledby={TITLE_ID} maxWidth="xs" fullWidth>
      <DialogTitle id={TITLE_ID}>{translate('app.renewal.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="renewal-expired-count">{translate('app.renewal.expired', { smart_count: notice.expiredCount })}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{translate('app.renewal.policy')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, flexWrap: 'wrap', gap: 1 }}>
        <Link
          component="button"
          type="button"
          variant="body2"
          disabled={notice.busy}
          onClick={() => void openExpired()}
          sx={{ mr: 'auto' }}
        >
          {translate('app.renewal.viewExpired')}
        </Link>
        <Button variant="contained" disabled={notice.busy} onClick={() => void notice.markRead()}>
          {translate('app.renewal.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
