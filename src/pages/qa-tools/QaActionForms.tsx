import { useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { NOTIFY_CHANNELS } from '../../lib/alarms';
import { QA_MAX_READINGS, QA_SILENCE_MAX_MINUTES } from '../../lib/qaTools';
import type { useQaTools } from './useQaTools';

type Page = ReturnType<typeof useQaTools>;

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      {hint ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' }, flexWrap: 'wrap', rowGap: 1 }}>
        {children}
      </Stack>
    </Paper>
  );
}

/** The four actions' forms; `disabled` when the user may not act or the platform has them off. */
export function QaActionForms({ page, disabled }: { page: Page; disabled: boolean }) {
  const translate = useTranslate();
  const { forms, errors } = page;
  const fieldError = (key: string) => (errors[key] ? translate(errors[key], { _: errors[key] }) : undefined);
  const number = (key: 'temperature' | 'humidity' | 'battery' | 'signal' | 'count' | 'minutes', label: string, max?: number) => (
    <TextField
      size="small"
      type="number"
      label={label}
      value={forms[key]}
      onChange={(event) => page.change(key, event.target.value)}
      error={Boolean(errors[key])}
      helperText={fieldError(key)}
      slotProps={{ htmlInput: { 'data-testid': `qa-${key}`, ...(max ? { max } : {}) } }}
      sx={{ width: { xs: '100%', sm: 140 } }}
    />
  );
  const off = disabled || page.busy || page.deviceId === null;
  return (
    <Stack spacing={2}>
      <Section title={translate('switches.qa.inject')}>
        {number('temperature', translate('switches.qa.temperature'))}
        {number('humidity', translate('switches.qa.humidity'))}
        {number('battery', translate('switches.qa.battery'))}
        {number('signal', translate('switches.qa.signal'))}
        {number('count', translate('switches.qa.count'), QA_MAX_READINGS)}
        <Button variant="contained" disabled={off} onClick={() => void page.run('readings')} data-testid="qa-inject">
          {translate('switches.qa.injectSubmit')}
        </Button>
      </Section>
      <Section title={translate('switches.qa.excursion')} hint={translate('switches.qa.excursionHint')}>
        <TextField select size="small" label={translate('switches.qa.field')} value={forms.field} onChange={(event) => page.change('field', event.target.value as 'temperature' | 'humidity')} sx={{ minWidth: 160 }}>
          <MenuItem value="temperature">{translate('switches.qa.temperature')}</MenuItem>
          <MenuItem value="humidity">{translate('switches.qa.humidity')}</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label={translate('switches.qa.direction')}
          value={forms.direction}
          onChange={(event) => page.change('direction', event.target.value as 'above' | 'below')}
          error={Boolean(errors.direction)}
          helperText={fieldError('direction')}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="above">{translate('switches.qa.above')}</MenuItem>
          <MenuItem value="below">{translate('switches.qa.below')}</MenuItem>
        </TextField>
        <Button variant="contained" color="warning" disabled={off} onClick={() => void page.run('excursion')} data-testid="qa-excursion">
          {translate('switches.qa.excursionSubmit')}
        </Button>
      </Section>
      <Section title={translate('switches.qa.offlineTitle')} hint={translate('switches.qa.offlineHint')}>
        {number('minutes', translate('switches.qa.minutes'), QA_SILENCE_MAX_MINUTES)}
        <Button variant="contained" color="warning" disabled={off} onClick={page.askOffline} data-testid="qa-offline">
          {translate('switches.qa.offlineSubmit')}
        </Button>
        <Button disabled={off} onClick={() => void page.run('restore')} data-testid="qa-restore">
          {translate('switches.qa.restore')}
        </Button>
      </Section>
      <Section title={translate('switches.qa.notify')} hint={translate('switches.qa.notifyHint')}>
        <TextField select size="small" label={translate('switches.qa.channel')} value={forms.channel} onChange={(event) => page.change('channel', event.target.value)} sx={{ minWidth: 160 }}>
          {NOTIFY_CHANNELS.map((channel) => (
            <MenuItem key={channel} value={channel}>
              {translate(`alarm.channels.${channel}`, { _: channel })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={translate('switches.qa.address')}
          value={forms.address}
          onChange={(event) => page.change('address', event.target.value)}
          error={Boolean(errors.address)}
          helperText={fieldError('address')}
          slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'qa-address' } }}
          sx={{ minWidth: { sm: 260 } }}
        />
        <Button variant="contained" disabled={disabled || page.busy} onClick={() => void page.run('notify')} data-testid="qa-notify">
          {translate('switches.qa.notifySubmit')}
        </Button>
      </Section>
    </Stack>
  );
}
