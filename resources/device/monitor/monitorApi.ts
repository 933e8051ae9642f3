/** `GET /monitor` (src/lib/readings.ts MONITOR_PATH): one page of devices with their latest state, and the counts per state. */
import { api } from '../../../src/api';
import { MONITOR_PATH, type MonitorPage, type MonitorState } from '../../../src/lib/readings';

export interface MonitorFilters {
  q?: string;
  organizationId?: number;
  type?: string;
  state?: MonitorState;
}

export interface MonitorQuery extends MonitorFilters {
  /** 4: devices bound to refrigerator cabinets (spec §2 asset roles) */
  assetRole?: number;
  page: number;
  limit: number;
}

export const MONITOR_PAGE_SIZE = 60;

/** The query's parameters, empty ones left out. */
export function monitorParams(query: MonitorQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, limit: query.limit };
  const q = query.q?.trim();
  if (q) params.q = q;
  if (query.organizationId !== undefined) params.organizationId = query.organizationId;
  if (query.type) params.type = query.type;
  if (query.state) params.state = query.state;
  if (query.assetRole !== undefined) params.assetRole = query.assetRole;
  return params;
}

export function fetchMonitor(query: MonitorQuery, signal: AbortSignal): Promise<MonitorPage> {
  // silent: the page shows a failure itself, with a retry
  return api.get<MonitorPage>(MONITOR_PATH, monitorParams(query), { signal, silent: true });
}
