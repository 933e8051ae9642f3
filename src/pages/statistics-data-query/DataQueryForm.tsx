/** The data query's form: the device type, devices of it, start and end, Query. Wraps at phone width. */
import { useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { DATA_QUERY_MAX_DEVICES, QUERY_DEVICE_TYPES } from '../../lib/reports';
import { RangeQueryForm, RangeTimeInput } from '../../framework/range/RangeQueryForm';
import { DevicesPicker } from '../../framework/report/DevicesPicker';
import type { RangeField } from '../../framework/report/useTypedRange';
import type { DataQueryModel } from './useDataQuery';

const K = 'app.pages.statistics.dataQuery';

export function DataQueryForm({ model }: { model: DataQueryModel }) {
  const translate = useTranslate();
  const { range } = model;
  const timeInput = (field: RangeField) => (
    <RangeTimeInput
      label={translate(`${K}.${field}`)}
      value={range.draft[field]}
      onChange={(value) => range.setDraft(field, value)}
      error={range.error?.field === field ? translate(range.error.message.key, range.error.message.params) : undefined}
    />
  );
  return (
    <RangeQueryForm label={translate(`${K}.form`)} onSubmit={model.submit}>
      <TextField
        select
        size="small"
        label={translate(`${K}.type`)}
        value={model.type}
        onChange={(event) => model.setType(event.target.value)}
        sx={{ flex: '1 1 180px', maxWidth: { sm: 240 } }}
        data-testid="dataquery-type"
      >
        {QUERY_DEVICE_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {translate(`enums.deviceType.${type}`, { _: type })}
          </MenuItem>
        ))}
      </TextField>
      <DevicesPicker
        label={translate(`${K}.devices`)}
        type={model.type}
        value={model.devices}
        onChange={model.setDevices}
        max={DATA_QUERY_MAX_DEVICES}
        error={model.missing === 'devices' ? translate(`${K}.noDevice`) : undefined}
      />
      {timeInput('start')}
      {timeInput('end')}
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
        {translate(`${K}.submit`)}
      </Button>
    </RangeQueryForm>
  );
}
