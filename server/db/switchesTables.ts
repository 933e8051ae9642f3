/** Tables of issue 30 §5's customer-success tools (migration 039): battery dates and the QA tools' log. */
import type { Generated } from 'kysely';

/** When a device's battery was fitted (device analysis: spec §9 replace after 2 years). */
export interface DeviceBatteriesTable {
  device_id: number;
  /** unix seconds */
  installed_at: number;
  recorded_by: string;
  updated_at: number;
}

/** What the QA tools did, append-only: the legacy QA page lists it. */
export interface QaActionsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  username: string;
  /** 'readings' | 'excursion' | 'offline' | 'restore' | 'notify' */
  action: string;
  device_id: number | null;
  /** JSON: the action's input and what it produced (alarm ids, notification ids, readings stored) */
  detail: string;
  created_at: number;
}
