import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'ra-core';
import { useEffect } from 'react';
import { useBranding } from '../../framework/useBranding';
import { AnnouncementAttachments } from './AnnouncementAttachments';
import { AnnouncementContent } from './AnnouncementContent';
import { useAnnouncementQueue } from './useAnnouncementQueue';

const TITLE_ID = 'announcement-dialog-title';

/**
 * Spec §2 and §4: the unread announcements after login, one at a time, 900 px wide; no outside
 * click or Escape closes it, and its top-right close button shows only where the environment's
 * branding says (themes/branding.ts). `onSettled`: called once there is nothing (more) to show.
 */
export function AnnouncementDialog({ onSettled }: { onSettled?: () => void } = {}) {
  const translate = useTranslate();
  const closable = useBranding().announcementClose;
  const queue = useAnnouncementQueue();
  useEffect(() => {
    if (queue.settled) onSettled?.();
  }, [queue.settled, onSettled]);
  const { current, index, items, secondsLeft } = queue;
  if (!current) return null;
  const last = index === items.length - 1;
  const label = translate(last ? 'app.announcements.close' : 'app.announcements.next');

  return (
    <Dialog
      open
      // spec §2: neither a click outside nor Escape closes it
      onClose={() => undefined}
      maxWidth={false}
      aria-labelledby={TITLE_ID}
      sx={{ '& .MuiDialog-paper': { width: 900, maxWidth: 'calc(100% - 16px)', m: 1 } }}
    >
      <DialogTitle id={TITLE_ID} sx={{ pr: closable ? 7 : 3, display: 'flex', gap: 2, alignItems: 'baseline' }}>
        <span style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{current.title}</span>
        <Typography component="span" variant="body2" color="text.secondary" data-testid="announcement-position" sx={{ whiteSpace: 'nowrap' }}>
          {translate('app.announcements.position', { index: index + 1, total: items.length })}
        </Typography>
        {closable ? (
          <IconButton aria-label={translate('app.announcements.dismiss')} onClick={queue.close} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        ) : null}
      </DialogTitle>
      <DialogContent dividers>
        <AnnouncementContent announcement={current} />
        <AnnouncementAttachments attachments={current.attachments} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3 }}>
        {current.mandatoryReading ? (
          <FormControlLabel
            sx={{ mr: 'auto' }}
            control={<Checkbox checked={queue.confirmed} onChange={(event) => queue.confirm(event.target.checked)} />}
            label={translate('app.announcements.confirm')}
          />
        ) : null}
        {index > 0 ? <Button onClick={queue.previous}>{translate('app.announcements.previous')}</Button> : null}
        <Button variant="contained" onClick={queue.next} disabled={secondsLeft > 0}>
          {secondsLeft > 0 ? translate('app.announcements.wait', { label, seconds: secondsLeft }) : label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
