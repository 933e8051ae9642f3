/**
 * Everything the vehicle monitor knows (issue 14 §2): the vehicles (live), the filters, the chosen
 * vehicle, where the map should fly, the open popup and follow mode. Shared by the page in the
 * layout and the full-screen one.
 */
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { LatLng } from '../../lib/geo';
import type { VehicleRow, VehicleState } from '../../lib/maps';
import { filterVehicles, type FilteredVehicles } from './vehicleFilter';
import { useVehicles, type VehiclesResult } from './useVehicles';

const NO_ROWS: VehicleRow[] = [];

export interface VehicleMonitorModel {
  vehicles: VehiclesResult;
  /** every vehicle loaded, unfiltered (the map's first fit) */
  all: readonly VehicleRow[];
  filtered: FilteredVehicles;
  text: string;
  setText(text: string): void;
  state: VehicleState | null;
  setState(state: VehicleState | null): void;
  organizationId: number | undefined;
  setOrganizationId(id: number | undefined): void;
  selected: VehicleRow | null;
  /** a list click: choose, open its popup and fly there */
  chooseFromList(deviceId: number): void;
  /** a marker click: choose and open its popup, the map stays */
  chooseOnMap(deviceId: number): void;
  popupId: number | null;
  closePopup(): void;
  /** where to fly, and a key that changes with every flight (a second click on the same row flies again) */
  flight: { target: LatLng; key: number } | null;
  follow: boolean;
  setFollow(follow: boolean): void;
}

export function useVehicleMonitor(): VehicleMonitorModel {
  const [text, setText] = useState('');
  const [state, setState] = useState<VehicleState | null>(null);
  const [organizationId, setOrganizationId] = useState<number | undefined>(undefined);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [popupId, setPopupId] = useState<number | null>(null);
  const [flight, setFlight] = useState<VehicleMonitorModel['flight']>(null);
  const [follow, setFollow] = useState(false);
  const vehicles = useVehicles(organizationId);
  const all = vehicles.status === 'ready' ? vehicles.answer.list : NO_ROWS;
  // typing stays responsive with thousands of vehicles: the list follows at a transition's priority
  const deferredText = useDeferredValue(text);
  const filtered = useMemo(() => filterVehicles(all, deferredText, state), [all, deferredText, state]);
  const selected = useMemo(() => (selectedId === null ? null : (all.find((row) => row.deviceId === selectedId) ?? null)), [all, selectedId]);

  const chooseOnMap = useCallback((deviceId: number) => {
    setSelectedId(deviceId);
    setPopupId(deviceId);
  }, []);
  const chooseFromList = useCallback(
    (deviceId: number) => {
      chooseOnMap(deviceId);
      const row = all.find((r) => r.deviceId === deviceId);
      if (row && row.lat !== null && row.lng !== null) setFlight((f) => ({ target: { lat: row.lat!, lng: row.lng! }, key: (f?.key ?? 0) + 1 }));
    },
    [all, chooseOnMap],
  );

  return {
    vehicles,
    all,
    filtered,
    text,
    setText,
    state,
    setState,
    organizationId,
    setOrganizationId,
    selected,
    chooseFromList,
    chooseOnMap,
    popupId,
    closePopup: useCallback(() => setPopupId(null), []),
    flight,
    follow,
    setFollow,
  };
}
