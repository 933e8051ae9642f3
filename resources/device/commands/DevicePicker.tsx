import { useTranslate } from 'ra-core';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CommandDevice } from '../../../src/lib/deviceCommands';
import type { DevicePickerModel } from './useDevicePicker';

const NO_FILTER = (options: CommandDevice[]) => options;

/** The label of a device's kind under the rule: a type's name, or the model itself. */
export function useKindLabel(rule: DevicePickerModel['rule']) {
  const translate = useTranslate();
  return (kind: string) => (rule === 'type' ? translate(`enums.deviceType.${kind}`, { _: kind }) : kind);
}

/**
 * A searchable multi-picker of devices. Once one is picked only devices of its kind (type, or
 * model for an upgrade) can be added; the helper text says so and why (spec §5).
 */
export function DevicePicker({ model, extra }: { model: DevicePickerModel; extra?: (device: CommandDevice) => string }) {
  const translate = useTranslate();
  const kindLabel = useKindLabel(model.rule);
  const kind = model.locked;
  const help =
    kind === undefined
      ? translate(model.rule === 'type' ? 'resources.device.commands.picker.help' : 'resources.device.commands.picker.helpModel')
      : translate(model.rule === 'type' ? 'resources.device.commands.picker.oneType' : 'resources.device.commands.picker.oneModel', {
          type: kindLabel(kind),
          model: kind,
        });
  return (
    <Box>
      <Autocomplete
        multiple
        options={model.options}
        value={model.picked}
        onChange={(_event, next) => model.setPicked(next)}
        inputValue={model.text}
        onInputChange={(_event, text, reason) => {
          // picking an option clears the search text in MUI; keep typing where the user was
          if (reason !== 'reset') model.setText(text);
        }}
        filterOptions={NO_FILTER}
        filterSelectedOptions
        getOptionKey={(device) => device.id}
        getOptionLabel={(device) => `${device.number} ${device.name}`}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        getOptionDisabled={(device) => !model.mayJoin(device)}
        loading={model.loading}
        loadingText={translate('app.loading')}
        noOptionsText={translate('resources.device.commands.picker.noMatch')}
        renderOption={({ key, ...props }, device) => (
          <li key={key} {...props}>
            <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
              <span>{`${device.number} · ${device.name}`}</span>
              <Typography variant="caption" color="text.secondary">
                {[kindLabel(device[model.rule]), extra?.(device)].filter(Boolean).join(' · ')}
                {model.mayJoin(device)
                  ? ''
                  : ` · ${translate(model.rule === 'type' ? 'resources.device.commands.picker.otherType' : 'resources.device.commands.picker.otherModel')}`}
              </Typography>
            </Box>
          </li>
        )}
        renderValue={(devices, getItemProps) =>
          devices.map((device, index) => {
            const { key, ...props } = getItemProps({ index });
            return <Chip key={key} size="small" label={[device.number, extra?.(device)].filter(Boolean).join(' · ')} title={device.name} {...props} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('resources.device.commands.picker.label')}
            placeholder={translate('resources.device.commands.picker.placeholder')}
            helperText={help}
            slotProps={{ ...params.slotProps, formHelperText: { role: 'status' } as object }}
          />
        )}
      />
      {model.failed ? (
        <Typography color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
          {translate('resources.device.commands.picker.loadFailed')}{' '}
          <Button size="small" onClick={model.retry}>
            {translate('app.retry')}
          </Button>
        </Typography>
      ) : null}
    </Box>
  );
}
