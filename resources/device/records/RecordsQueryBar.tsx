/**
 * The records page's query bar: the device, the range presets, the start and end (checked with
 * spec §5's rules before anything is asked; a refusal shows at its field, in the user's
 * language, and what was typed stays), and the export. It wraps at phone width.
 */
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { MomentTextField } from '../../../src/framework/widgets/MomentTextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import SearchIcon from '@mui/icons-material/Search';
import { DevicePicker } from './DevicePicker';
import { presetAllowed, RANGE_PRESETS } from '../../../src/framework/range/rangePresets';
import type { RangeField, RecordsQueryModel } from './useRecordsQuery';
import type { DeviceOption } from './useRecordsDevice';

interface RecordsQueryBarProps {
  model: RecordsQueryModel;
  device: DeviceOption | null;
  /** the export, at the end of the bar */
  children?: ReactNode;
}

export function RecordsQueryBar({ model, device, children }: RecordsQueryBarProps) {
  const translate = useTranslate();
  const errorOf = (field: RangeField) => (model.error?.field === field ? translate(model.error.message.key, model.error.message.params) : undefined);
  const timeInput = (field: RangeField) => {
    const message = errorOf(field);
    return (
      <MomentTextField
        size="small"
        label={translate(`resources.device.records.query.${field}`)}
        value={model.draft[field]}
        onChange={(text) => model.setDraft(field, text)}
        error={message !== undefined}
        helperText={message}
        sx={{ flex: '1 1 220px', maxWidth: 260 }}
      />
    );
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={translate('resources.device.records.query.title')}
      onSubmit={(event) => {
        event.preventDefault();
        model.submit();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}
    >
      <DevicePicker value={device} onChange={model.setDevice} />
      <ToggleButtonGroup exclusive size="small" value={model.preset} aria-label={translate('resources.device.records.query.presets')} sx={{ flexWrap: 'wrap' }}>
        {RANGE_PRESETS.map((preset) => (
          <ToggleButton
            key={preset}
            value={preset}
            disabled={!presetAllowed(preset, model.maxDays)}
            onClick={() => model.choosePreset(preset)}
            sx={{ px: 1.25 }}
          >
            {translate(`resources.device.records.query.preset.${preset}`, { smart_count: model.maxDays })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {timeInput('start')}
      {timeInput('end')}
      <Button type="submit" variant="contained" size="medium" startIcon={<SearchIcon />}>
        {translate('resources.device.records.query.submit')}
      </Button>
      {children}
    </Box>
  );
}
