/**
 * Device renewal (issue 28 §3, /device/renewal): the policy's warnings, the devices expired or
 * expiring within 3 months to pick from, the term and the price, and payment from the balance or
 * by the simulated WeChat QR code. Logic: useRenewal, useWechatPay.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { LoadError } from '../../../src/components/LoadError';
import type { PageProps } from '../../../src/framework';
import { RENEWAL_SCOPES, type RenewalScope } from '../../../src/lib/renewal';
import { RenewalDeviceTable } from './RenewalDeviceTable';
import { RenewalSummary } from './RenewalSummary';
import { RenewalWarnings } from './RenewalWarnings';
import { useRenewal } from './useRenewal';
import { useWechatPay } from './useWechatPay';
import { WechatPayDialog } from './WechatPayDialog';

const K = 'resources.device.renewal';

export function RenewalPage(_props: PageProps) {
  const translate = useTranslate();
  const renewal = useRenewal();
  const wechat = useWechatPay(() => void renewal.afterPaid());
  const { devices } = renewal;
  const list = devices.data?.list ?? [];

  return (
    <Box component="section" aria-labelledby="renewal-title" sx={{ display: 'grid', gap: 2, maxWidth: 1200, p: { xs: 1.5, sm: 2 } }}>
      <Typography id="renewal-title" variant="h5" component="h1">
        {translate(`${K}.title`)}
      </Typography>
      <RenewalWarnings />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={renewal.scope}
          onChange={(_event, value: RenewalScope | null) => value && renewal.changeScope(value)}
          aria-label={translate(`${K}.scopeLabel`)}
        >
          {RENEWAL_SCOPES.map((scope) => (
            <ToggleButton key={scope} value={scope}>
              {translate(`${K}.scopes.${scope}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField size="small" type="search" label={translate(`${K}.search`)} value={renewal.q} onChange={(event) => renewal.setQ(event.target.value)} />
        <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
          {translate(`${K}.counts`, { smart_count: devices.data?.total ?? 0, picked: renewal.picked.size })}
        </Typography>
      </Stack>
      {devices.isPending ? (
        <CircularProgress aria-label={translate('app.loading')} sx={{ justifySelf: 'center' }} />
      ) : devices.isError ? (
        <LoadError onRetry={() => void devices.refetch()}>{translate(`${K}.loadFailed`)}</LoadError>
      ) : list.length === 0 ? (
        <Alert severity="success">{translate(`${K}.empty`)}</Alert>
      ) : (
        <RenewalDeviceTable devices={list} picked={renewal.picked} allPicked={renewal.allPicked} toggle={renewal.toggle} toggleAll={renewal.toggleAll} />
      )}
      {devices.data && devices.data.total > list.length ? <Typography variant="body2">{translate(`${K}.more`, { shown: list.length, total: devices.data.total })}</Typography> : null}
      <RenewalSummary renewal={renewal} onWechat={() => void wechat.start(renewal.body)} />
      <WechatPayDialog pay={wechat} onRetry={() => void wechat.start(renewal.body)} />
    </Box>
  );
}
