/**
 * The device picker: a searchable list of the user's devices (GET /device/options, its data
 * scope, searched by number or name; issue 26 §3: not the generic `device` list). The generated reference inputs (src/framework/widgets) live
 * inside a react-admin form; this query bar is not one: its state is the page's address.
 */
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useDeviceSearch } from '../../../src/framework/devices/useDeviceOptions';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { deviceLabel, type DeviceOption } from './useRecordsDevice';
import { useDebounced } from './useDebounced';

const OPTIONS = 20;

interface DevicePickerProps {
  value: DeviceOption | null;
  onChange(id: number | null): void;
}

export function DevicePicker({ value, onChange }: DevicePickerProps) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 250);
  const { data, isFetching } = useDeviceSearch({ ...(q ? { q } : {}), limit: OPTIONS });
  // the chosen device stays an option while a search shows others
  const options = useMemo(() => {
    const list = data ?? [];
    return value && !list.some((d) => d.id === value.id) ? [value, ...list] : list;
  }, [data, value]);

  return (
    <Autocomplete<DeviceOption>
      sx={{ flex: '1 1 240px', minWidth: 200, maxWidth: 380 }}
      size="small"
      options={options}
      value={value}
      loading={isFetching}
      getOptionLabel={deviceLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      // the server searches; the list shows what it found
      filterOptions={(found) => found}
      onInputChange={(_event, input, reason) => {
        if (reason === 'input') setText(input);
        if (reason === 'clear') setText('');
      }}
      onChange={(_event, device) => {
        setText('');
        onChange(device?.id ?? null);
      }}
      noOptionsText={translate('resources.device.records.query.noDevices')}
      loadingText={translate('ra.page.loading')}
      renderInput={(params) => <TextField {...params} label={translate('resources.device.records.query.device')} />}
    />
  );
}
