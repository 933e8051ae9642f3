/**
 * The temperature log's query bar: what the report covers, the range presets (and, for a waybill,
 * its own departure → delivery), start and end, the activation energy in kJ/mol, and "show". It
 * wraps at phone width; a refusal shows at its field in the user's language.
 */
import { useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import SearchIcon from '@mui/icons-material/Search';
import { presetAllowed, RANGE_PRESETS } from '../../framework/range/rangePresets';
import { RangeQueryForm, RangeTimeInput } from '../../framework/range/RangeQueryForm';
import { TargetPicker } from './TargetPicker';
import type { DraftField, TemperatureLogQuery } from './useTemperatureLogQuery';

const T = 'app.pages.temperatureLog.query';

export function LogQueryBar({ model, knownLabel }: { model: TemperatureLogQuery; knownLabel?: string }) {
  const translate = useTranslate();
  const errorOf = (field: DraftField) => (model.error?.field === field ? translate(model.error.message.key, model.error.message.params) : undefined);
  const waybill = model.target === 'waybill';
  return (
    <RangeQueryForm label={translate(`${T}.title`)} onSubmit={model.submit}>
      <TargetPicker target={model.target} id={model.id} {...(knownLabel ? { knownLabel } : {})} onTarget={model.setTarget} onId={model.setId} />
      <ToggleButtonGroup exclusive size="small" value={model.ownRange ? 'own' : model.preset} aria-label={translate(`${T}.presets`)} sx={{ flexWrap: 'wrap' }}>
        {waybill ? (
          <ToggleButton value="own" onClick={model.chooseOwnRange} sx={{ px: 1.25 }}>
            {translate(`${T}.ownRange`)}
          </ToggleButton>
        ) : null}
        {RANGE_PRESETS.map((preset) => (
          <ToggleButton
            key={preset}
            value={preset}
            disabled={!presetAllowed(preset, model.maxDays)}
            onClick={() => model.choosePreset(preset)}
            sx={{ px: 1.25 }}
          >
            {translate(`${T}.preset.${preset}`, { smart_count: model.maxDays })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <RangeTimeInput
        label={translate(`${T}.start`)}
        value={model.draft.start}
        onChange={(text) => model.setDraft('start', text)}
        {...optionalError(errorOf('start'))}
      />
      <RangeTimeInput
        label={translate(`${T}.end`)}
        value={model.draft.end}
        onChange={(text) => model.setDraft('end', text)}
        {...optionalError(errorOf('end'))}
      />
      <TextField
        size="small"
        label={translate(`${T}.activationEnergy`)}
        value={model.draft.activationEnergy}
        onChange={(event) => model.setDraft('activationEnergy', event.target.value)}
        error={errorOf('activationEnergy') !== undefined}
        helperText={errorOf('activationEnergy') ?? translate(`${T}.energyHelp`)}
        sx={{ flex: '0 1 170px' }}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
        {translate(`${T}.submit`)}
      </Button>
    </RangeQueryForm>
  );
}

/** exactOptionalPropertyTypes: pass `error` only when there is one. */
const optionalError = (error: string | undefined) => (error === undefined ? {} : { error });
