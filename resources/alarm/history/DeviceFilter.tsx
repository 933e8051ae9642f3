import { useTranslate } from 'ra-core';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { deviceLabel, useDeviceOptions, type DeviceOption } from './useDeviceOptions';

/** One device, searched by number or name; cleared, every device. */
export function DeviceFilter({ value, onChange }: { value: number | undefined; onChange(id: number | undefined): void }) {
  const translate = useTranslate();
  const model = useDeviceOptions(value);
  return (
    <Autocomplete<DeviceOption>
      size="small"
      sx={{ flex: { xs: '1 1 100%', sm: '0 1 260px' }, minWidth: 200 }}
      options={model.options}
      value={model.value}
      loading={model.loading}
      getOptionLabel={deviceLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      // the server searches; the list shows what it found
      filterOptions={(found) => found}
      onInputChange={(_event, input, reason) => {
        if (reason === 'input') model.setText(input);
        if (reason === 'clear') model.setText('');
      }}
      onChange={(_event, device) => {
        model.setText('');
        onChange(device?.id ?? undefined);
      }}
      noOptionsText={translate('alarm.pages.filters.noDevices')}
      loadingText={translate('ra.page.loading')}
      renderInput={(params) => (
        <TextField {...params} label={translate('alarm.pages.filters.device')} placeholder={translate('alarm.pages.filters.allDevices')} />
      )}
    />
  );
}
