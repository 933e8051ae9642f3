/**
 * The vehicle monitor's filters: a search (name, number, vehicle, plate), the organization, and
 * one chip per state with its count (a chip toggles its state; the chips are a labelled group).
 */
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { VEHICLE_STATES, type VehicleState } from '../../lib/maps';
import { STATE_COLORS } from '../../framework/map';
import { OrganizationFilter } from './OrganizationFilter';

const K = 'app.pages.carmonitor';

export interface VehicleFiltersProps {
  text: string;
  onText(text: string): void;
  state: VehicleState | null;
  onState(state: VehicleState | null): void;
  counts: Record<VehicleState, number>;
  organizationId: number | undefined;
  onOrganization(id: number | undefined): void;
}

export function VehicleFilters({ text, onText, state, onState, counts, organizationId, onOrganization }: VehicleFiltersProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, p: 1.5 }}>
      <TextField
        size="small"
        fullWidth
        type="search"
        label={translate(`${K}.filters.search`)}
        value={text}
        onChange={(event) => onText(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <OrganizationFilter value={organizationId} onChange={onOrganization} />
      <Box role="group" aria-label={translate(`${K}.filters.states`)} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {VEHICLE_STATES.map((s) => (
          <Chip
            key={s}
            size="small"
            data-testid={`state-chip-${s}`}
            data-count={counts[s]}
            aria-pressed={state === s}
            variant={state === s ? 'filled' : 'outlined'}
            onClick={() => onState(state === s ? null : s)}
            icon={<Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: STATE_COLORS[s], ml: '6px !important' }} />}
            label={translate(`${K}.stateCount.${s}`, { smart_count: counts[s] })}
          />
        ))}
      </Box>
    </Box>
  );
}
