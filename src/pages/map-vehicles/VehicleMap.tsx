/**
 * The vehicle monitor's map: every filtered vehicle with a position as a marker coloured by state
 * (the foundation's canvas PointLayer: 5,000 pan as one bitmap), the chosen one ringed; zoomed out
 * (to zoom 10) they gather in clusters, ringed in the colour of their most urgent vehicle, that zoom
 * in on a click or Enter. The first load fits the vehicles in view; a list click flies; follow
 * mode keeps the chosen one in view.
 */
import { memo, useCallback, useMemo } from 'react';
import { useTranslate } from 'ra-core';
import type { LatLng } from '../../lib/geo';
import type { VehicleRow } from '../../lib/maps';
import { BaseMap, ClusteredPointLayer, FitBounds, FlyTo, Follow, STATE_COLORS, type MapPoint, type PointId } from '../../framework/map';
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

/** what a cluster's ring shows first: a vehicle in alarm, then one gone offline */
const URGENCY: Record<VehicleRow['state'], number> = { alarm: 3, offline: 2, stopped: 1, moving: 0 };

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
        rank: URGENCY[row.state],
      })),
    [rows, selectedId],
  );
  const everyPosition = useMemo(() => all.filter(positioned).map((row) => ({ lat: row.lat, lng: row.lng })), [all]);
  const byId = useMemo(() => new Map(rows.map((row) => [row.deviceId, row])), [rows]);
  const followed = follow && selected && positioned(selected) ? { lat: selected.lat, lng: selected.lng } : null;
  const clusterLabel = useCallback((count: number) => translate('app.pages.carmonitor.cluster', { smart_count: count }), [translate]);
  return (
    <BaseMap height={height} label={translate('app.pages.carmonitor.mapLabel')} testId="base-map">
      <FitBounds points={everyPosition} fitKey={fitKey} maxZoom={12} />
      <ClusteredPointLayer
        points={points}
        clusterLabel={clusterLabel}
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
