/**
 * Several devices, searched by number or name among the user's own (GET /device/options, its
 * data scope), optionally of one type, at most `max`: the data query and the charts pages. The chosen
 * devices stay shown while a search finds others; past the limit no more can be picked.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { useDeviceSearch } from '../devices/useDeviceOptions';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export interface DeviceChoice extends RaRecord<number> {
  number: string;
  name: string;
  type?: string;
  model?: string | null;
}

export const deviceChoiceLabel = (device: Pick<DeviceChoice, 'number' | 'name'>) => (device.name ? `${device.number} ${device.name}` : device.number);

const OPTIONS = 25;

export interface DevicesPickerProps {
  label: string;
  value: readonly DeviceChoice[];
  onChange(devices: DeviceChoice[]): void;
  max: number;
  /** only devices of this type */
  type?: string;
  disabled?: boolean;
  error?: string | undefined;
}

/** `value` once it has stayed the same for `ms`: one search per pause in typing, not per key. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function DevicesPicker({ label, value, onChange, max, type, disabled, error }: DevicesPickerProps) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const q = useSettled(text.trim(), 250);
  // the user's own devices, whatever its menus (issue 26 §3): not the generic `device` list
  const { data, isFetching } = useDeviceSearch({ ...(q ? { q } : {}), ...(type ? { type } : {}), limit: OPTIONS }, !disabled);
  const options = useMemo(() => {
    const found = data ?? [];
    return [...value.filter((chosen) => !found.some((d) => d.id === chosen.id)), ...found];
  }, [data, value]);
  const full = value.length >= max;

  return (
    <Autocomplete<DeviceChoice, true>
      multiple
      size="small"
      sx={{ flex: '2 1 280px', minWidth: 0 }}
      options={options}
      value={[...value]}
      disabled={disabled}
      loading={isFetching}
      inputValue={text}
      getOptionLabel={deviceChoiceLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionDisabled={(option) => full && !value.some((d) => d.id === option.id)}
      // the server searches; the list shows what it found
      filterOptions={(found) => found}
      filterSelectedOptions
      // several devices are picked one after another: the list stays open
      disableCloseOnSelect
      onInputChange={(_event, input, reason) => {
        if (reason === 'input' || reason === 'clear') setText(input);
      }}
      onChange={(_event, devices) => {
        // a pick starts the next search afresh
        setText('');
        onChange(devices.slice(0, max));
      }}
      noOptionsText={translate('app.pages.statistics.devices.none')}
      loadingText={translate('ra.page.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={error !== undefined}
          helperText={error ?? translate('app.pages.statistics.devices.limit', { count: value.length, max })}
        />
      )}
    />
  );
}
