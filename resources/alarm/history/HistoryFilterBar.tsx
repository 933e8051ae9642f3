import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ALARM_KINDS, ALARM_LEVELS, ALARM_STATE_FILTERS } from '../../../src/lib/alarms';
import { DeviceFilter } from './DeviceFilter';
import type { HistoryFilters } from './historyAddress';
import { OrganizationFilter } from './OrganizationFilter';
import type { HistoryFiltersModel } from './useHistoryFilters';

const K = 'alarm.pages.filters';

/** A select of a filter's values with "all" first; its value in the address. */
function Choice<T extends string | number>({
  name,
  values,
  value,
  label,
  onChange,
}: {
  name: keyof HistoryFilters;
  values: readonly T[];
  value: T | undefined;
  label(value: T): string;
  onChange(value: T | undefined): void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate(`${K}.${name}`)}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(values.find((v) => String(v) === event.target.value))}
      sx={{ minWidth: 160, flex: { xs: '1 1 140px', sm: '0 1 auto' } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{translate(`${K}.all`)}</MenuItem>
      {values.map((v) => (
        <MenuItem key={String(v)} value={String(v)}>
          {label(v)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The history's filters (device, organization, kind, level, state); each change goes into the address. */
export function HistoryFilterBar({ model }: { model: HistoryFiltersModel }) {
  const translate = useTranslate();
  const { filters, setFilters } = model;
  return (
    <Box role="group" aria-label={translate(`${K}.title`)} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <DeviceFilter value={filters.deviceId} onChange={(deviceId) => setFilters({ deviceId })} />
      <OrganizationFilter value={filters.organizationId} onChange={(organizationId) => setFilters({ organizationId })} />
      <Choice
        name="kind"
        values={ALARM_KINDS}
        value={filters.kind}
        label={(kind) => translate(`alarm.kinds.${kind}`)}
        onChange={(kind) => setFilters({ kind })}
      />
      <Choice
        name="level"
        values={ALARM_LEVELS}
        value={filters.level as (typeof ALARM_LEVELS)[number] | undefined}
        label={(level) => translate('alarm.level', { level })}
        onChange={(level) => setFilters({ level })}
      />
      <Choice
        name="state"
        values={ALARM_STATE_FILTERS}
        value={filters.state}
        label={(state) => translate(`alarm.stateFilters.${state}`)}
        onChange={(state) => setFilters({ state })}
      />
      {Object.keys(filters).length ? (
        <Button size="small" onClick={model.clearFilters}>
          {translate(`${K}.clear`)}
        </Button>
      ) : null}
    </Box>
  );
}
