import type { PointerEvent } from 'react';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import type { PlanDevice } from '../../../src/lib/floorPlans';

interface Props {
  devices: { list: PlanDevice[]; loading: boolean; failed: boolean; q: string; setQ(q: string): void };
  placedIds: ReadonlySet<number>;
  canEdit: boolean;
  onDragStart(event: PointerEvent, deviceId: number, label: string): void;
  /** the keyboard's way: place at the plan's centre (then the arrow keys move it) */
  onAdd(deviceId: number): void;
  onRemove(deviceId: number): void;
}

/** The company's devices: drag one onto the plan by its handle, or place or take it off with a button. */
export function PlanDeviceList({ devices, placedIds, canEdit, onDragStart, onAdd, onRemove }: Props) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <TextField
        size="small"
        fullWidth
        label={translate('resources.floorplan.searchDevices')}
        value={devices.q}
        onChange={(event) => devices.setQ(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 50 } }}
      />
      {canEdit ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {translate('resources.floorplan.dragHint')}
        </Typography>
      ) : null}
      {devices.failed ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate('resources.floorplan.devicesFailed')}
        </Alert>
      ) : devices.loading ? (
        <CircularProgress size={20} sx={{ m: 1 }} aria-label={translate('app.loading')} />
      ) : devices.list.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate('resources.floorplan.noDevices')}
        </Typography>
      ) : (
        <List dense sx={{ maxHeight: { xs: 260, md: 520 }, overflow: 'auto' }}>
          {devices.list.map((device) => {
            const placed = placedIds.has(device.id);
            const label = device.name;
            return (
              <ListItem
                key={device.id}
                data-testid="plan-device"
                data-device-id={device.id}
                disableGutters
                secondaryAction={
                  canEdit ? (
                    placed ? (
                      <Button size="small" onClick={() => onRemove(device.id)} aria-label={translate('resources.floorplan.removeDevice', { name: label })}>
                        {translate('resources.floorplan.remove')}
                      </Button>
                    ) : (
                      <Button size="small" onClick={() => onAdd(device.id)} aria-label={translate('resources.floorplan.addDevice', { name: label })}>
                        {translate('resources.floorplan.add')}
                      </Button>
                    )
                  ) : null
                }
              >
                {canEdit && !placed ? (
                  <Box
                    data-testid="plan-device-handle"
                    onPointerDown={(event: PointerEvent) => onDragStart(event, device.id, label)}
                    sx={{ display: 'flex', alignItems: 'center', cursor: 'grab', touchAction: 'none', pr: 0.5 }}
                    aria-hidden
                  >
                    <DragIndicatorIcon fontSize="small" color="action" />
                  </Box>
                ) : null}
                <ListItemText primary={label} secondary={`${device.number}${placed ? ` · ${translate('resources.floorplan.onPlan')}` : ''}`} sx={{ pr: 8 }} />
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
