/**
 * An alarm page's range: the presets (24 hours, 7 days, the longest), the start and end (checked
 * with spec §5's rules before anything is asked; a refusal shows at its field and what was typed
 * stays) and Search. It wraps at phone width.
 */
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import SearchIcon from '@mui/icons-material/Search';
import { presetAllowed, RANGE_PRESETS } from '../../../src/framework/range/rangePresets';
import type { AlarmRangeModel, RangeField } from './useAlarmRange';

const K = 'alarm.pages.range';

export function RangeBar({ model }: { model: AlarmRangeModel }) {
  const translate = useTranslate();
  const timeInput = (field: RangeField) => {
    const message = model.error?.field === field ? translate(model.error.message.key, model.error.message.params) : undefined;
    return (
      <TextField
        type="datetime-local"
        size="small"
        label={translate(`${K}.${field}`)}
        value={model.draft[field]}
        onChange={(event) => model.setDraft(field, event.target.value)}
        error={message !== undefined}
        helperText={message}
        sx={{ flex: '1 1 200px', maxWidth: { sm: 240 } }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
      />
    );
  };
  return (
    <Box
      component="form"
      noValidate
      aria-label={translate(`${K}.title`)}
      onSubmit={(event) => {
        event.preventDefault();
        model.submit();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}
    >
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
    </Box>
  );
}
