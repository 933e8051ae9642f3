import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiNowUnix } from '../../api';
import { BANNER_SEVERITIES, BANNER_TEXT_MAX, bannerInForce, bannerText } from '../../lib/platformSwitches';
import { LastChanged } from './LastChanged';
import { SwitchLoadNotice } from './SwitchLoadNotice';
import { useBannerSettings, type BannerForm } from './useBannerSettings';

const TEXTS = ['textZhCN', 'textZhTW', 'textEn'] as const;

/** /tools/backgroundman: the maintenance banner every signed-in user sees (issue 30 §5). Logic in useBannerSettings. */
export function BackgroundManPage() {
  const translate = useTranslate();
  const page = useBannerSettings();
  const { form, errors } = page;
  const error = (key: keyof BannerForm | string) => (errors[key] ? translate(errors[key], { _: errors[key] }) : undefined);
  const preview = bannerText({ 'zh-CN': form.textZhCN, 'zh-TW': form.textZhTW, en: form.textEn }, 'en');
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }} component="form" onSubmit={(event) => (event.preventDefault(), void page.save())}>
      <Typography variant="h5" component="h1">
        {translate('switches.background.title')}
      </Typography>
      <Typography variant="body2">{translate('switches.background.intro')}</Typography>
      {page.state.kind !== 'ready' ? (
        <SwitchLoadNotice state={page.state} reload={() => void page.reload()} />
      ) : (
        <>
          <Typography variant="body2" data-testid="banner-in-force">
            {translate(bannerInForce(page.state.value, apiNowUnix()) ? 'switches.background.inForce' : 'switches.background.notInForce')}
          </Typography>
          <LastChanged at={page.state.value.updatedAt} by={page.state.value.updatedBy} />
          <FormControlLabel
            control={<Switch checked={form.enabled} onChange={(event) => page.change('enabled', event.target.checked)} slotProps={{ input: { 'aria-label': translate('switches.background.enabled') } }} />}
            label={translate('switches.background.enabled')}
          />
          <TextField select size="small" label={translate('switches.background.severity')} value={form.severity} onChange={(event) => page.change('severity', event.target.value as BannerForm['severity'])} sx={{ maxWidth: 240 }}>
            {BANNER_SEVERITIES.map((severity) => (
              <MenuItem key={severity} value={severity}>
                {translate(severity === 'info' ? 'switches.background.severityInfo' : 'switches.background.severityWarning')}
              </MenuItem>
            ))}
          </TextField>
          {TEXTS.map((key) => (
            <TextField
              key={key}
              multiline
              minRows={2}
              label={translate(`switches.background.${key}`)}
              value={form[key]}
              onChange={(event) => page.change(key, event.target.value)}
              error={Boolean(errors[key])}
              helperText={error(key) ?? translate('switches.background.textHint', { limit: BANNER_TEXT_MAX })}
              slotProps={{ htmlInput: { maxLength: BANNER_TEXT_MAX, 'data-testid': `banner-${key}` } }}
            />
          ))}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {(['startsAt', 'endsAt'] as const).map((key) => (
              <TextField
                key={key}
                type="datetime-local"
                size="small"
                label={translate(`switches.background.${key}`)}
                value={form[key]}
                onChange={(event) => page.change(key, event.target.value)}
                error={Boolean(errors[key])}
                helperText={error(key)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ))}
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {translate('switches.background.windowHint')}
          </Typography>
          {preview ? (
            <Alert severity={form.severity} sx={{ whiteSpace: 'pre-wrap' }} aria-label={translate('switches.background.preview')}>
              {preview}
            </Alert>
          ) : null}
          <div>
            <Button type="submit" variant="contained" disabled={page.busy} data-testid="banner-save">
              {translate('switches.common.save')}
            </Button>
          </div>
        </>
      )}
    </Stack>
  );
}
