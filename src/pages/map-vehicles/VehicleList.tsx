/**
 * The side list of the vehicle monitor: one row per vehicle (state colour, plate or name,
 * temperature judged against its thresholds, speed), virtualized so that 5,000 vehicles scroll
 * smoothly. A row is a button: a click or Enter chooses the vehicle and the map flies to it.
 */
import { memo, useRef } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { VehicleRow } from '../../lib/maps';
import { STATE_COLORS } from '../../framework/map';
import { formatNumber, temperatureJudgment, vehicleLabel } from './formatVehicle';

const K = 'app.pages.carmonitor';
/** Every row is this tall (two lines): no measuring, so live updates never re-lay out the list. */
export const VEHICLE_ROW_HEIGHT = 56;

export interface VehicleListProps {
  rows: readonly VehicleRow[];
  selectedId: number | null;
  onChoose(deviceId: number): void;
  /** CSS height of the scrolling box */
  height: number | string;
}

export const VehicleList = memo(function VehicleList({ rows, selectedId, onChoose, height }: VehicleListProps) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => VEHICLE_ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.deviceId ?? index,
    overscan: 8,
    initialRect: { width: 0, height: 400 },
  });
  if (rows.length === 0) {
    return (
      <Typography data-testid="vehicle-list-empty" sx={{ p: 2, color: 'text.secondary', textAlign: 'center' }}>
        {translate(`${K}.empty`)}
      </Typography>
    );
  }
  return (
    <Box
      ref={scroller}
      role="list"
      aria-label={translate(`${K}.list`)}
      data-testid="vehicle-list"
      sx={{ height, overflowY: 'auto', overscrollBehavior: 'contain' }}
    >
      <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          const selected = row.deviceId === selectedId;
          const judgment = temperatureJudgment(row.temperature, row.thresholds);
          const out = judgment === 'low' || judgment === 'high';
          return (
            <Box
              key={item.key}
              role="listitem"
              sx={{ position: 'absolute', top: 0, left: 0, width: '100%', height: VEHICLE_ROW_HEIGHT }}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <ButtonBase
                data-testid={`vehicle-row-${row.deviceId}`}
                data-state={row.state}
                aria-current={selected ? 'true' : undefined}
                onClick={() => onChoose(row.deviceId)}
                sx={{
                  width: '100%',
                  height: '100%',
                  px: 1.5,
                  gap: 1.25,
                  justifyContent: 'flex-start',
                  textAlign: 'left',
                  borderBottom: 1,
                  borderColor: 'divider',
                  bgcolor: selected ? 'action.selected' : undefined,
                  '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
                }}
              >
                <Box component="span" aria-hidden sx={{ width: 12, height: 12, flex: 'none', borderRadius: '50%', bgcolor: STATE_COLORS[row.state] }} />
                <Box component="span" sx={{ minWidth: 0, flex: 1 }}>
                  <Typography variant="body2" component="span" noWrap sx={{ display: 'block', fontWeight: 600 }}>
                    {vehicleLabel(row)}
                  </Typography>
                  <Typography variant="caption" component="span" noWrap sx={{ display: 'block', color: 'text.secondary' }}>
                    {translate(`${K}.state.${row.state}`)}
                    {row.speedKmh !== null && row.state !== 'offline' ? ` · ${formatNumber(locale, row.speedKmh, 0)} km/h` : ''}
                    {` · ${row.number}`}
                  </Typography>
                </Box>
                <Typography variant="body2" component="span" sx={{ flex: 'none', fontWeight: out ? 700 : 400, color: out ? 'error.main' : 'text.primary' }}>
                  {row.temperature === null ? '' : `${formatNumber(locale, row.temperature)} °C`}
                </Typography>
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
});
