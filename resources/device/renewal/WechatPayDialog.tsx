/** The simulated WeChat payment (issue 28 §3): the QR code with its countdown, then paid or timed out. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { errorMessage } from '../../../src/api';
import type { WechatPay } from './useWechatPay';

const K = 'resources.device.renewal.wechat';

export function WechatPayDialog({ pay, onRetry }: { pay: WechatPay; onRetry(): void }) {
  const translate = useTranslate();
  if (pay.phase === 'idle') return null;
  const failure = pay.error ? errorMessage(pay.error, `${K}.failed`) : null;
  return (
    <Dialog open onClose={pay.phase === 'pending' ? undefined : pay.reset} aria-labelledby="renewal-wechat-title" maxWidth="xs" fullWidth>
      <DialogTitle id="renewal-wechat-title">{translate(`${K}.title`)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}>
        {pay.phase === 'creating' ? <CircularProgress aria-label={translate('app.loading')} /> : null}
        {pay.phase === 'pending' && pay.qr ? (
          <>
            <Typography>{translate(`${K}.scan`, { amount: pay.order?.amount ?? 0 })}</Typography>
            <Box component="img" src={pay.qr} alt={translate(`${K}.qrAlt`)} data-testid="renewal-wechat-qr" sx={{ width: 220, height: 220 }} />
            <Typography variant="body2" color="text.secondary" role="timer" aria-live="off">
              {translate(`${K}.secondsLeft`, { smart_count: pay.secondsLeft })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate(`${K}.simulation`)}
            </Typography>
          </>
        ) : null}
        {pay.phase === 'paid' ? <Alert severity="success">{translate(`${K}.paid`, { smart_count: pay.order?.receipt?.devices.length ?? 0 })}</Alert> : null}
        {pay.phase === 'expired' ? <Alert severity="warning">{translate(`${K}.expired`)}</Alert> : null}
        {failure && pay.phase !== 'paid' ? <Alert severity="error">{translate(failure, { _: failure })}</Alert> : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, flexWrap: 'wrap', gap: 1 }}>
        {pay.phase === 'pending' ? (
          <Button onClick={() => void pay.simulatePaid()} sx={{ mr: 'auto' }}>
            {translate(`${K}.simulate`)}
          </Button>
        ) : null}
        {pay.phase === 'expired' || pay.phase === 'failed' ? <Button onClick={onRetry}>{translate(`${K}.retry`)}</Button> : null}
        <Button variant={pay.phase === 'paid' ? 'contained' : 'text'} onClick={pay.reset}>
          {translate(pay.phase === 'pending' ? `${K}.cancel` : `${K}.close`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
