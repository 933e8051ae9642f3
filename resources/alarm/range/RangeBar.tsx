/**
 * An alarm page's range: the presets (24 hours, 7 days, the longest), the start and end (checked
 * with spec §5's rules before anything is asked; a refusal shows at its field and what was typed
 * stays) and Search. It wraps at phone width.
 */
import { useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import SearchIcon from '@mui/icons-material/Search';
import { presetAllowed, RANGE_PRESETS } from '../../../src/framework/range/rangePresets';
import { RangeQueryForm, RangeTimeInput } from '../../../src/framework/range/RangeQueryForm';
import type { AlarmRangeModel, RangeField } from './useAlarmRange';

const K = 'alarm.pages.range';

export function RangeBar({ model }: { model: AlarmRangeModel }) {
  const translate = useTranslate();
  const timeInput = (field: RangeField) => (
    <RangeTimeInput
      label={translate(`${K}.${field}`)}
      value={model.draft[field]}
      onChange={(value) => model.setDraft(field, value)}
      error={model.error?.field === field ? translate(model.error.message.key, model.error.message.params) : undefined}
    />
  );
  return (
    <RangeQueryForm label={translate(`${K}.title`)} onSubmit={model.submit}>
      <ToggleButtonGroup exclusive size="small" value={model.preset} aria-label={translate(`${K}.presets`)} sx={{ flexWrap: 'wrap' }}>
        {RANGE_PRESETS.map((preset) => (
          <ToggleButton
            key={preset}
            value={preset}
            disabled={!presetAllowed(preset, model.maxDays)}
            onClick={() => model.choosePreset(preset)}
            sx={{ px: 1.25 }}
          >
            {translate(`${K}.preset.${preset}`, { smart_count: model.maxDays })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {timeInput('start')}
      {timeInput('end')}
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
        {translate(`${K}.submit`)}
      </Button>
    </RangeQueryForm>
  );
}
