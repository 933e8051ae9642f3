/**
 * The replay's query: the vehicle, the presets (24 hours, 7 days, the longest), the start and end
 * (spec §5's rules checked before anything is asked) and Replay. It wraps at phone width.
 */
import { useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import RouteIcon from '@mui/icons-material/Route';
import { presetAllowed, RANGE_PRESETS } from '../../framework/range/rangePresets';
import { RangeQueryForm, RangeTimeInput } from '../../framework/range/RangeQueryForm';
import type { ReplayField, ReplayQueryModel } from './useReplayQuery';
import { VehiclePicker, type VehicleOption } from './VehiclePicker';

const K = 'app.pages.replay.query';

export function ReplayQueryBar({ model, known }: { model: ReplayQueryModel; known: VehicleOption | null }) {
  const translate = useTranslate();
  const errorAt = (field: ReplayField) => (model.error?.field === field ? translate(model.error.message.key, model.error.message.params) : undefined);
  return (
    <RangeQueryForm label={translate(`${K}.title`)} onSubmit={model.submit}>
      <VehiclePicker value={model.draft.deviceId} onChange={model.setVehicle} known={known} error={errorAt('vehicle')} />
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
      <RangeTimeInput label={translate(`${K}.start`)} value={model.draft.start} onChange={(text) => model.setDraft('start', text)} error={errorAt('start')} />
      <RangeTimeInput label={translate(`${K}.end`)} value={model.draft.end} onChange={(text) => model.setDraft('end', text)} error={errorAt('end')} />
      <Button type="submit" variant="contained" startIcon={<RouteIcon />} data-testid="replay-submit">
        {translate(`${K}.submit`)}
      </Button>
    </RangeQueryForm>
  );
}
