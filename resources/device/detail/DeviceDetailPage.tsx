import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Thresholds } from '../../../src/lib/readings';
import { errorMessage } from '../../../src/api';
import type { PageProps } from '../../../src/framework';
import { usePageVisible } from '../../../src/framework/usePageVisible';
import { LastSeen } from '../live/LastSeen';
import { StateChip } from '../live/StateChip';
import { useNow } from '../live/useNow';
import { CurrentValues } from './CurrentValues';
import { DayCharts } from './DayCharts';
import { DetailLinks } from './DetailLinks';
import type { DeviceRecord } from './deviceRecord';
import { FieldList } from './FieldList';
import { SettingsHistory } from './SettingsHistory';
import { useDeviceDetail } from './useDeviceDetail';

const IDENTITY = ['number', 'name', 'type', 'model', 'organizationId', 'assetId'];
const SETTINGS = ['acquisitionPeriod', 'uploadPeriod', 'offlineMinutes', 'temperatureMin', 'temperatureMax', 'humidityMin', 'humidityMax', 'alarmEnabled'];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
      <Typography id={id} component="h2" variant="h6">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const thresholdsOf = (device: DeviceRecord): Thresholds => ({
  temperatureMin: device.temperatureMin ?? null,
  temperatureMax: device.temperatureMax ?? null,
  humidityMin: device.humidityMin ?? null,
  humidityMax: device.humidityMax ?? null,
});

/** /device/detail/:id: who the device is, its values now (live), its last 24 hours, its settings, and links onwards. */
export function DeviceDetailPage(_props: PageProps) {
  const translate = useTranslate();
  const { id } = useParams();
  const detail = useDeviceDetail(id);
  const now = useNow(usePageVisible());
  if (detail.status === 'loading') return <LinearProgress aria-label={translate('resources.device.detail.loading')} sx={{ m: 2 }} />;
  if (detail.status === 'notFound') {
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        {translate('resources.device.detail.notFound')}
      </Alert>
    );
  }
  if (detail.status === 'error') {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={detail.retry}>
            {translate('app.retry')}
          </Button>
        }
      >
        {translate(errorMessage(detail.error, 'resources.device.detail.loadFailed'))}
      </Alert>
    );
  }
  const { device, channels, showThresholds, state, chart } = detail;
  const row = state.status === 'ready' ? state.row : null;
  const thresholds = row?.thresholds ?? thresholdsOf(device);
  const settings = channels.includes('humidity') ? SETTINGS : SETTINGS.filter((name) => !name.startsWith('humidity'));
  const t = (key: string) => translate(`resources.device.detail.${key}`);

  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography variant="h5" component="h1">
          {device.name}
        </Typography>
        <Typography color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {device.number}
        </Typography>
        {row ? <StateChip state={row.state} /> : null}
        {row ? (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.device.detail.lastSeen')} <LastSeen at={row.lastSeen} now={now} />
          </Typography>
        ) : null}
      </Box>
      <DetailLinks deviceId={device.id} />
      <Section id="device-current" title={t('current')}>
        {state.status === 'loading' ? <LinearProgress aria-label={t('loading')} /> : null}
        {state.status === 'error' ? <Alert severity="warning">{translate(errorMessage(state.error, 'resources.device.detail.stateFailed'))}</Alert> : null}
        {state.status === 'ready' ? <CurrentValues channels={channels} reading={row?.reading ?? null} thresholds={thresholds} showThresholds={showThresholds} /> : null}
      </Section>
      <Section id="device-day" title={t('day')}>
        <DayCharts result={chart} channels={channels} thresholds={thresholds} />
      </Section>
      <Section id="device-identity" title={t('identity')}>
        <FieldList device={device} names={IDENTITY} />
      </Section>
      <Section id="device-settings" title={t('settings')}>
        <FieldList device={device} names={settings} />
      </Section>
      <Section id="device-history" title={t('history')}>
        <SettingsHistory deviceId={device.id} />
      </Section>
    </Box>
  );
}
