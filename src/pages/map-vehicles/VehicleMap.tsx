/**
 * The vehicle monitor's map: every filtered vehicle with a position as a marker coloured by state
 * (the foundation's canvas PointLayer: 5,000 pan as one bitmap), the chosen one ringed. The first
 * load fits the vehicles in view; a list click flies; follow mode keeps the chosen one in view.
 */
import { memo, useMemo } from 'react';
import { useTranslate } from 'ra-core';
import type { LatLng } from '../../lib/geo';
import type { VehicleRow } from '../../lib/maps';
import { BaseMap, FitBounds, FlyTo, Follow, PointLayer, STATE_COLORS, type MapPoint, type PointId } from '../../framework/map';
import { vehicleLabel } from './formatVehicle';
import { VehiclePopup } from './VehiclePopup';

export interface VehicleMapProps {
  rows: readonly VehicleRow[];
  /** every loaded vehicle: the first view fits them */
  all: readonly VehicleRow[];
  fitKey: string;
  selected: VehicleRow | null;
  popupId: number | null;
  onSelect(deviceId: number): void;
  onPopupClose(): void;
  flight: { target: LatLng; key: number } | null;
  follow: boolean;
  height: number | string;
}

const positioned = (row: VehicleRow): row is VehicleRow & LatLng => row.lat !== null && row.lng !== null;

function VehicleMapView({ rows, all, fitKey, selected, popupId, onSelect, onPopupClose, flight, follow, height }: VehicleMapProps) {
  const translate = useTranslate();
  const selectedId = selected?.deviceId ?? null;
  const points = useMemo<MapPoint[]>(
    () =>
      rows.filter(positioned).map((row) => ({
        id: row.deviceId,
        lat: row.lat,
        lng: row.lng,
        color: STATE_COLORS[row.state],
        label: vehicleLabel(row),
        selected: row.deviceId === selectedId,
      })),
    [rows, selectedId],
  );
  const everyPosition = useMemo(() => all.filter(positioned).map((row) => ({ lat: row.lat, lng: row.lng })), [all]);
  const byId = useMemo(() => new Map(rows.map((row) => [row.deviceId, row])), [rows]);
  const followed = follow && selected && positioned(selected) ? { lat: selected.lat, lng: selected.lng } : null;
  return (
    <BaseMap height={height} label={translate('app.pages.carmonitor.mapLabel')} testId="base-map">
      <FitBounds points={everyPosition} fitKey={fitKey} maxZoom={12} />
      <PointLayer
        points={points}
        onSelect={(id: PointId) => onSelect(Number(id))}
        popupId={popupId}
        onPopupClose={onPopupClose}
        renderPopup={(id: PointId) => {
          const row = byId.get(Number(id));
          return row ? <VehiclePopup row={row} /> : null;
        }}
      />
      <FlyTo target={flight?.target ?? null} flightKey={flight?.key ?? 0} />
      <Follow target={followed} />
    </BaseMap>
  );
}

export const VehicleMap = memo(VehicleMapView);
