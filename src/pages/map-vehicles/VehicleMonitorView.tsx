/**
 * The vehicle monitor's body, in the layout and full screen: the map beside the side list (filters,
 * counts, vehicles); at phone width the list stands below the map. Loading, failure and "no
 * vehicles" say so. `actions` go in the top bar (the full-screen button, or the way back).
 */
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../api';
import { LoadError } from '../../components/LoadError';
import { VehicleFilters } from './VehicleFilters';
import { VehicleList } from './VehicleList';
import { VehicleMap } from './VehicleMap';
import { vehicleLabel } from './formatVehicle';
import type { VehicleMonitorModel } from './useVehicleMonitor';

const K = 'app.pages.carmonitor';

export interface VehicleMonitorViewProps {
  model: VehicleMonitorModel;
  /** the map's and list's height on a wide screen (the full-screen page gives the whole window) */
  height: string;
  actions?: ReactNode;
  titleId: string;
}

export function VehicleMonitorView({ model, height, actions, titleId }: VehicleMonitorViewProps) {
  const translate = useTranslate();
  const { vehicles, filtered, selected } = model;
  const total = model.all.length;
  const drawn = filtered.list.filter((row) => row.lat !== null && row.lng !== null).length;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: { xs: 1, sm: 0 } }}>
        <Typography id={titleId} variant="h6" component="h1" sx={{ mr: 'auto' }}>
          {translate(`${K}.title`)}
        </Typography>
        {selected ? (
          <FormControlLabel
            control={<Switch checked={model.follow} onChange={(event) => model.setFollow(event.target.checked)} data-testid="follow-switch" />}
            label={translate(`${K}.follow`, { vehicle: vehicleLabel(selected) })}
          />
        ) : null}
        {actions}
      </Box>
      {vehicles.status === 'error' ? (
        <LoadError testId="vehicles-error" onRetry={vehicles.retry}>
          {translate(errorMessage(vehicles.error, `${K}.loadFailed`), { _: translate(`${K}.loadFailed`) })}
        </LoadError>
      ) : null}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 1, minWidth: 0 }}>
        <Box
          sx={{ flex: { xs: 'none', md: 1 }, minWidth: 0, position: 'relative', height: { xs: '55vh', md: height } }}
          data-testid="vehicle-map"
          data-markers={drawn}
          data-vehicles={total}
          data-loaded={vehicles.status === 'ready' ? 'true' : 'false'}
        >
          {vehicles.status === 'loading' ? (
            <LinearProgress aria-label={translate('ra.page.loading')} sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1000 }} />
          ) : null}
          <VehicleMap
            rows={filtered.list}
            all={model.all}
            fitKey={String(model.organizationId ?? 'all')}
            selected={selected}
            popupId={model.popupId}
            onSelect={model.chooseOnMap}
            onPopupClose={model.closePopup}
            flight={model.flight}
            follow={model.follow}
            height="100%"
          />
        </Box>
        <Paper
          variant="outlined"
          component="aside"
          aria-label={translate(`${K}.side`)}
          sx={{ width: { xs: '100%', md: 340 }, height: { md: height }, flex: 'none', display: 'flex', flexDirection: 'column', minWidth: 0 }}
        >
          <VehicleFilters
            text={model.text}
            onText={model.setText}
            state={model.state}
            onState={model.setState}
            counts={filtered.counts}
            organizationId={model.organizationId}
            onOrganization={model.setOrganizationId}
          />
          <Typography variant="caption" component="p" role="status" sx={{ px: 1.5, pb: 0.5, color: 'text.secondary' }} data-testid="vehicle-count">
            {translate(`${K}.shown`, { smart_count: filtered.list.length, total })}
          </Typography>
          {vehicles.status === 'ready' ? (
            <Box sx={{ height: { xs: '50vh', md: 'auto' }, flex: { md: 1 }, minHeight: 0 }}>
              <VehicleList rows={filtered.list} selectedId={selected?.deviceId ?? null} onChoose={model.chooseFromList} height="100%" />
            </Box>
          ) : null}
        </Paper>
      </Box>
    </Box>
  );
}
