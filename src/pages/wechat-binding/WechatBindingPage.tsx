import { useState } from 'react';
import { Confirm } from 'react-admin';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWechatBinding } from './useWechatBinding';

/** /tools/wechatbinding (issue 28 §4): bind the user's WeChat for alarm notifications through a QR code. */
export function WechatBindingPage() {
  const translate = useTranslate();
  const binding = useWechatBinding();
  const [confirming, setConfirming] = useState(false);
  const { status, flow } = binding;

  if (binding.loading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }} role="status" aria-label={translate('app.loading')}>
        <CircularProgress />
      </Box>
    );
  }
  if (!status) {
    return (
      <Alert severity="error" action={<Button onClick={binding.reload}>{translate('app.retry')}</Button>}>
        {translate('resources.wechatbinding.loadFailed')}
      </Alert>
    );
  }
  return (
    <Card sx={{ maxWidth: 560 }}>
      <CardContent>
        <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
          {translate('resources.wechatbinding.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.wechatbinding.intro')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }} data-testid="wechat-status">
          <Chip color={status.bound ? 'success' : 'default'} label={translate(status.bound ? 'resources.wechatbinding.statusBound' : 'resources.wechatbinding.statusUnbound')} />
          {status.bound ? (
            <Typography variant="body2">
              {translate('resources.wechatbinding.boundAs', { openId: status.openId, time: new Date(status.boundAt * 1000).toLocaleString() })}
            </Typography>
          ) : null}
        </Stack>

        {flow.step === 'qr' ? (
          <Stack spacing={1} sx={{ alignItems: 'center' }} data-testid="wechat-qr">
            <Box component="img" src={flow.ticket.qr} alt={translate('resources.wechatbinding.qrAlt')} sx={{ width: 200, height: 200 }} />
            <Typography variant="body2">{translate('resources.wechatbinding.scan')}</Typography>
            <Typography variant="body2" color="text.secondary" role="timer" aria-live="off">
              {translate('resources.wechatbinding.expiresIn', { smart_count: flow.secondsLeft })}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
              {status.simulated ? (
                <Button variant="contained" color="warning" onClick={() => void binding.simulate()} disabled={binding.busy} data-testid="wechat-simulate">
                  {translate('resources.wechatbinding.simulate')}
                </Button>
              ) : null}
              <Button onClick={binding.cancel}>{translate('resources.wechatbinding.cancel')}</Button>
            </Stack>
            {status.simulated ? (
              <Typography variant="caption" color="warning.main">
                {translate('resources.wechatbinding.simulateHint')}
              </Typography>
            ) : null}
          </Stack>
        ) : flow.step === 'expired' ? (
          <Alert
            severity="warning"
            data-testid="wechat-expired"
            action={
              <Button onClick={() => void binding.start()} disabled={binding.busy}>
                {translate('resources.wechatbinding.newQr')}
              </Button>
            }
          >
            {translate('resources.wechatbinding.expired')}
          </Alert>
        ) : (
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => void binding.start()} disabled={binding.busy} data-testid="wechat-bind">
              {translate(status.bound ? 'resources.wechatbinding.rebind' : 'resources.wechatbinding.bind')}
            </Button>
            {status.bound ? (
              <Button color="error" onClick={() => setConfirming(true)} disabled={binding.busy} data-testid="wechat-unbind">
                {translate('resources.wechatbinding.unbind')}
              </Button>
            ) : null}
          </Stack>
        )}
      </CardContent>
      <Confirm
        isOpen={confirming}
        title="resources.wechatbinding.unbindTitle"
        content="resources.wechatbinding.unbindConfirm"
        onConfirm={() => {
          setConfirming(false);
          void binding.remove();
        }}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
