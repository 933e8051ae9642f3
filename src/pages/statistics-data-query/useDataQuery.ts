/**
 * The data query page's state (issue 14 §3): a device type, devices of that type (at most
 * DATA_QUERY_MAX_DEVICES; changing the type clears them, spec §5 "Devices of several types cannot
 * be picked at once"), the range (spec §5, the user's ReportCheckTimeRange), checked before
 * anything is asked; then the newest 100 readings of the query (react-query, once per query).
 */
import { useState } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { DATA_QUERY_MAX_DEVICES, type DataQueryAnswer } from '../../lib/reports';
import { SESSION_DEFAULTS } from '../../lib/session';
import type { DeviceChoice } from '../../framework/report/DevicesPicker';
import { useTypedRange, type TypedRange } from '../../framework/report/useTypedRange';
import { useSession } from '../../framework/useSession';
import { fetchDataQuery, type DataQueryRequest } from './dataQueryApi';

export interface DataQueryModel {
  type: string;
  devices: readonly DeviceChoice[];
  range: TypedRange;
  maxDays: number;
  /** 'devices' when the query was sent without any */
  missing: 'devices' | null;
  request: DataQueryRequest | null;
  answer: UseQueryResult<DataQueryAnswer>;
  setType(type: string): void;
  setDevices(devices: DeviceChoice[]): void;
  submit(): void;
}

export function useDataQuery(initialType = 'temperature_humidity'): DataQueryModel {
  const [type, setTypeState] = useState(initialType);
  const [devices, setDevicesState] = useState<readonly DeviceChoice[]>([]);
  const [missing, setMissing] = useState<'devices' | null>(null);
  const [request, setRequest] = useState<DataQueryRequest | null>(null);
  const range = useTypedRange(1);
  const configured = useSession((s) => s.ReportCheckTimeRange);
  const maxDays = Number.isFinite(configured) && configured > 0 ? configured : SESSION_DEFAULTS.ReportCheckTimeRange;
  const answer = useQuery<DataQueryAnswer>({
    queryKey: ['statistics', 'dataquery', request?.deviceIds.join(','), request?.span.start, request?.span.end],
    queryFn: ({ signal }) => fetchDataQuery(request!, signal),
    enabled: request !== null,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return {
    type,
    devices,
    range,
    maxDays,
    missing,
    request,
    answer,
    setType: (next) => {
      if (next === type) return;
      setTypeState(next);
      setDevicesState([]);
    },
    setDevices: (next) => {
      setDevicesState(next.slice(0, DATA_QUERY_MAX_DEVICES));
      setMissing(null);
    },
    submit: () => {
      const span = range.check(maxDays);
      if (!devices.length) setMissing('devices');
      if (!span || !devices.length) return;
      setRequest({ deviceIds: devices.map((d) => d.id), span });
    },
  };
}
