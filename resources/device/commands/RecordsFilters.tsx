import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { MomentTextField } from '../../../src/framework/widgets/MomentTextField';
import { COMMAND_KINDS, COMMAND_STATES } from '../../../src/lib/deviceCommands';
import { DeviceFilter } from './DeviceFilter';
import type { RecordFilters } from './useCommandRecords';

export interface RecordsFiltersProps {
  filters: RecordFilters;
  change(patch: Partial<RecordFilters>): void;
  clear(): void;
  rangeBackwards: boolean;
}

const FIELD = { width: { xs: '100%', sm: 180 } };

/** The records' filters: device, state, kind and the time sent. */
export function RecordsFilters({ filters, change, clear, rangeBackwards }: RecordsFiltersProps) {
  const translate = useTranslate();
  const any = translate('resources.device.commands.records.any');
  return (
    <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
      <DeviceFilter value={filters.device} onChange={(device) => change({ device })} />
      <TextField
        select
        size="small"
        label={translate('resources.device.commands.records.state')}
        value={filters.state}
        onChange={(e) => change({ state: e.target.value })}
        sx={FIELD}
      >
        <MenuItem value="">{any}</MenuItem>
        {COMMAND_STATES.map((state) => (
          <MenuItem key={state} value={state}>
            {translate(`enums.commandState.${state}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('resources.device.commands.records.kind')}
        value={filters.kind}
        onChange={(e) => change({ kind: e.target.value })}
        sx={FIELD}
      >
        <MenuItem value="">{any}</MenuItem>
        {COMMAND_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {translate(`resources.device.commands.kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      <MomentTextField
        size="small"
        label={translate('resources.device.commands.records.start')}
        value={filters.start}
        onChange={(start) => change({ start })}
        sx={{ width: { xs: '100%', sm: 240 } }}
      />
      <MomentTextField
        size="small"
        label={translate('resources.device.commands.records.end')}
        value={filters.end}
        onChange={(end) => change({ end })}
        error={rangeBackwards}
        helperText={rangeBackwards ? translate('timeRange.startAfterEnd') : undefined}
        sx={{ width: { xs: '100%', sm: 240 } }}
      />
      <Button onClick={clear} sx={{ mt: 0.5 }}>
        {translate('resources.device.commands.records.clear')}
      </Button>
    </Box>
  );
}
