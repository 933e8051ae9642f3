/**
 * Company config (issue 30 §4, /tools/companyconfig): the company's parameters that reach every
 * user's session under spec §3's names — webSetting, pageRefreshInterval, ReportCheckTimeRange,
 * ShowReportWarningInfo, deviceInfoShowDetail, defaultReportLogo. A change reaches users at their
 * next page load (the console reads /auth/info at each load), with no new login. Without the
 * page's edit code the form is read-only; the server refuses the change too.
 */
import type { FormEvent } from 'react';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../src/api';
import { LoadError } from '../../../src/components/LoadError';
import { usePageCodes, type PageProps } from '../../../src/framework';
import { DEVICE_INFO_DETAIL_VALUES, REFRESH_INTERVAL_LIMITS, REPORT_RANGE_LIMITS, WEB_SETTING_LIMITS } from '../../../src/lib/companyConfig';
import { actionCode } from '../../../src/lib/permissionCodes';
import { ReportLogoField } from './ReportLogoField';
import { useCompanyConfig } from './useCompanyConfig';

const K = 'balance.companyConfig';
const PAGE = 'ToolsCompanyConfig';

export function CompanyConfigPage({ name }: PageProps) {
  const translate = useTranslate();
  const codes = usePageCodes(name || PAGE);
  const editable = codes?.includes(actionCode(PAGE, 'edit')) ?? false;
  const state = useCompanyConfig();
  const { companies, config, draft, shown, fieldErrors, save } = state;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    state.submit();
  };
  const numberError = (field: 'pageRefreshInterval' | 'ReportCheckTimeRange', limits: { min: number; max: number }) =>
    shown[field] ? translate(`${K}.problems.${shown[field]}`, limits) : fieldErrors[field];
  const web = shown.webSetting;
  const webError = web
    ? translate(`${K}.webSettingProblems.${web.problem}`, { key: web.key ?? '', ...WEB_SETTING_LIMITS })
    : Object.entries(fieldErrors).find(([key]) => key.startsWith('webSetting'))?.[1];
  const failure = save.isError && !Object.keys(fieldErrors).length ? errorMessage(save.error, `${K}.saveFailed`) : null;

  let body;
  if (draft && config.data) {
    body = (
      <Box component="form" noValidate onSubmit={submit} aria-label={translate(`${K}.form`)} sx={{ display: 'grid', gap: 2.5, maxWidth: 640 }}>
        <TextField
          label={translate(`${K}.fields.pageRefreshInterval`)}
          value={draft.pageRefreshInterval}
          onChange={(event) => state.change({ pageRefreshInterval: event.target.value })}
          required
          disabled={!editable}
          error={Boolean(numberError('pageRefreshInterval', REFRESH_INTERVAL_LIMITS))}
          helperText={numberError('pageRefreshInterval', REFRESH_INTERVAL_LIMITS) ?? translate(`${K}.hints.pageRefreshInterval`, REFRESH_INTERVAL_LIMITS)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label={translate(`${K}.fields.ReportCheckTimeRange`)}
          value={draft.ReportCheckTimeRange}
          onChange={(event) => state.change({ ReportCheckTimeRange: event.target.value })}
          required
          disabled={!editable}
          error={Boolean(numberError('ReportCheckTimeRange', REPORT_RANGE_LIMITS))}
          helperText={numberError('ReportCheckTimeRange', REPORT_RANGE_LIMITS) ?? translate(`${K}.hints.ReportCheckTimeRange`, REPORT_RANGE_LIMITS)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={draft.ShowReportWarningInfo}
              onChange={(event) => state.change({ ShowReportWarningInfo: event.target.checked })}
              disabled={!editable}
            />
          }
          label={translate(`${K}.fields.ShowReportWarningInfo`)}
        />
        <TextField
          select
          label={translate(`${K}.fields.deviceInfoShowDetail`)}
          value={draft.deviceInfoShowDetail}
          onChange={(event) => state.change({ deviceInfoShowDetail: Number(event.target.value) })}
          disabled={!editable}
        >
          {DEVICE_INFO_DETAIL_VALUES.map((value) => (
            <MenuItem key={value} value={value}>
              {translate(`${K}.detail.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={translate(`${K}.fields.webSetting`)}
          value={draft.webSetting}
          onChange={(event) => state.change({ webSetting: event.target.value })}
          multiline
          minRows={3}
          disabled={!editable}
          error={Boolean(webError)}
          helperText={webError ?? translate(`${K}.hints.webSetting`, WEB_SETTING_LIMITS)}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
        {failure ? <Alert severity="error">{translate(failure, { _: failure })}</Alert> : null}
        {save.isSuccess ? (
          <Alert severity="success" data-testid="company-config-saved">
            {translate(`${K}.saved`)}
          </Alert>
        ) : null}
        {editable ? (
          <Box>
            <Button type="submit" variant="contained" loading={save.isPending}>
              {translate('ra.action.save')}
            </Button>
          </Box>
        ) : (
          <Alert severity="info">{translate(`${K}.readOnly`)}</Alert>
        )}
        <ReportLogoField url={config.data.defaultReportLogo} editable={editable} logo={state.logo} />
      </Box>
    );
  } else if (config.isError) {
    const message = errorMessage(config.error, `${K}.loadFailed`);
    body = (
      <LoadError onRetry={() => void config.refetch()} testId="company-config-error">
        {translate(message, { _: message })}
      </LoadError>
    );
  } else body = <Skeleton variant="rounded" height={320} aria-busy="true" data-testid="company-config-loading" />;

  return (
    <Box component="section" aria-labelledby="company-config-title" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 }}>
      <Typography id="company-config-title" variant="h5" component="h1">
        {translate(`${K}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${K}.intro`)}
      </Typography>
      {companies.data && companies.data.length > 1 ? (
        <TextField
          select
          label={translate(`${K}.company`)}
          value={state.companyId}
          onChange={(event) => state.chooseCompany(Number(event.target.value))}
          sx={{ maxWidth: 400 }}
        >
          {companies.data.map((company) => (
            <MenuItem key={company.id} value={company.id}>
              {company.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <Card variant="outlined">
        <CardContent>{body}</CardContent>
      </Card>
    </Box>
  );
}
