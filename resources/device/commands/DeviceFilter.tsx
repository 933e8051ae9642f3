import { useTranslate } from 'ra-core';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { CommandDevice } from '../../../src/lib/deviceCommands';
import { useDeviceSearch } from './useDeviceSearch';

const NO_FILTER = (options: CommandDevice[]) => options;

/** One device to filter by, searched by number or name on the server. */
export function DeviceFilter({ value, onChange }: { value: CommandDevice | null; onChange(device: CommandDevice | null): void }) {
  const translate = useTranslate();
  const search = useDeviceSearch();
  return (
    <Autocomplete
      size="small"
      options={search.options}
      value={value}
      onChange={(_event, device) => onChange(device)}
      inputValue={search.text}
      onInputChange={(_event, text) => search.setText(text)}
      filterOptions={NO_FILTER}
      getOptionKey={(device) => device.id}
      getOptionLabel={(device) => `${device.number} ${device.name}`}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={search.loading}
      loadingText={translate('app.loading')}
      noOptionsText={translate(search.failed ? 'resources.device.commands.picker.loadFailed' : 'resources.device.commands.picker.noMatch')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('resources.device.commands.records.device')}
          placeholder={translate('resources.device.commands.picker.placeholder')}
        />
      )}
      sx={{ width: { xs: '100%', sm: 280 } }}
    />
  );
}
