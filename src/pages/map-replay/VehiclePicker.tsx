/**
 * The replay's vehicle: a searchable list of the vehicles the user sees (GET /map/vehicles, which
 * the replay's menu may read), by plate, vehicle, device name or number. A device opened from a
 * link that is not in the list keeps its name from the track.
 */
import { useMemo } from 'react';
import { useTranslate } from 'ra-core';
import { useQuery } from '@tanstack/react-query';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { api } from '../../api';
import { MAP_PATH, type VehiclesAnswer } from '../../lib/maps';

export interface VehicleOption {
  deviceId: number;
  label: string;
  number: string;
}

const SHOWN_OPTIONS = 50;
const filter = createFilterOptions<VehicleOption>({ limit: SHOWN_OPTIONS, stringify: (o) => `${o.label} ${o.number}` });

function useVehicleOptions() {
  return useQuery({
    queryKey: ['map.replay.vehicles'],
    queryFn: ({ signal }) => api.get<VehiclesAnswer>(`${MAP_PATH}/vehicles`, {}, { silent: true, signal }),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export interface VehiclePickerProps {
  value: number | null;
  onChange(deviceId: number | null): void;
  /** the loaded track's device, when the list lacks it */
  known?: VehicleOption | null;
  error?: string;
}

export function VehiclePicker({ value, onChange, known, error }: VehiclePickerProps) {
  const translate = useTranslate();
  const { data, isFetching } = useVehicleOptions();
  const options = useMemo(() => {
    const list: VehicleOption[] = (data?.list ?? []).map((row) => ({
      deviceId: row.deviceId,
      number: row.number,
      label: row.plate ? `${row.plate} · ${row.assetName}` : row.assetName,
    }));
    if (known && !list.some((o) => o.deviceId === known.deviceId)) list.unshift(known);
    return list;
  }, [data, known]);
  const chosen = options.find((o) => o.deviceId === value) ?? null;
  return (
    <Autocomplete<VehicleOption>
      sx={{ flex: '1 1 240px', minWidth: 200, maxWidth: 380 }}
      size="small"
      options={options}
      value={chosen}
      loading={isFetching}
      filterOptions={filter}
      getOptionLabel={(o) => `${o.label} (${o.number})`}
      isOptionEqualToValue={(a, b) => a.deviceId === b.deviceId}
      onChange={(_event, option) => onChange(option?.deviceId ?? null)}
      noOptionsText={translate('app.pages.replay.query.noVehicles')}
      loadingText={translate('ra.page.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('app.pages.replay.query.vehicle')}
          error={error !== undefined}
          helperText={error}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'replay-vehicle' } }}
        />
      )}
    />
  );
}
