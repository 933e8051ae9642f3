/**
 * /statistics/charts (issue 14 §3): several devices' temperature or humidity on one chart, for
 * comparison, over a range (spec §5), with each device's figures beside the chart.
 */
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { CHARTS_MAX_DEVICES } from '../../lib/reports';
import { loadErrorText } from '../../framework/report/loadErrorText';
import { RangeQueryForm, RangeTimeInput } from '../../framework/range/RangeQueryForm';
import { DevicesPicker } from '../../framework/report/DevicesPicker';
import type { RangeField } from '../../framework/report/useTypedRange';
import { ComparisonChart } from './ComparisonChart';
import { ComparisonTable } from './ComparisonTable';
import type { ComparisonField } from './comparisonSeries';
import { useComparison } from './useComparison';

const K = 'app.pages.statistics.charts';

export function ChartsPage() {
  const translate = useTranslate();
  const model = useComparison();
  const { range } = model;
  const fieldLabel = translate(`${K}.fields.${model.field}`);
  const timeInput = (field: RangeField) => (
    <RangeTimeInput
      label={translate(`${K}.${field}`)}
      value={range.draft[field]}
      onChange={(value) => range.setDraft(field, value)}
      error={range.error?.field === field ? translate(range.error.message.key, range.error.message.params) : undefined}
    />
  );

  return (
    <Box component="section" sx={{ p: 2 }} aria-labelledby="charts-title">
      <Typography id="charts-title" variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate(`${K}.title`)}
      </Typography>
      <RangeQueryForm label={translate(`${K}.form`)} onSubmit={model.submit}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={model.field}
          aria-label={translate(`${K}.field`)}
          onChange={(_event, field: ComparisonField | null) => field && model.setField(field)}
        >
          {model.fields.map((field) => (
            <ToggleButton key={field} value={field} sx={{ px: 1.5 }}>
              {translate(`${K}.fields.${field}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DevicesPicker
          label={translate(`${K}.devices`)}
          value={model.devices}
          onChange={model.setDevices}
          max={CHARTS_MAX_DEVICES}
          error={model.missing ? translate(`${K}.noDevice`) : undefined}
        />
        {timeInput('start')}
        {timeInput('end')}
        <Button type="submit" variant="contained" startIcon={<ShowChartIcon />}>
          {translate(`${K}.submit`)}
        </Button>
      </RangeQueryForm>
      <Box sx={{ mt: 2 }}>
        {model.span === null ? (
          <Typography color="text.secondary" data-testid="charts-hint">
            {translate(`${K}.hint`)}
          </Typography>
        ) : model.error ? (
          <Alert severity="error" role="alert" data-testid="charts-error">
            {loadErrorText(model.error, translate, `${K}.error`)}
          </Alert>
        ) : (
          <>
            {model.loading ? (
              <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pb: 1 }} data-testid="charts-loading">
                <CircularProgress size={20} aria-hidden />
                <Typography>{translate(`${K}.loading`)}</Typography>
              </Box>
            ) : null}
            {!model.loading && model.lines.every((line) => line.points.length === 0) ? (
              <Typography color="text.secondary" sx={{ py: 2 }} data-testid="charts-empty">
                {translate(`${K}.empty`, { field: fieldLabel })}
              </Typography>
            ) : (
              <ComparisonChart
                lines={model.lines}
                span={model.span}
                label={translate(`${K}.chartLabel`, { field: fieldLabel, smart_count: model.lines.length })}
              />
            )}
            <ComparisonTable lines={model.lines} caption={translate(`${K}.table`, { field: fieldLabel })} />
          </>
        )}
      </Box>
    </Box>
  );
}
