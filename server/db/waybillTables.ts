/** Waybills (migration 006), their legs, action history and release signatures (migration 029, issue 29 §1, §2). */
import type { Generated } from 'kysely';

/** 1 not shipped, 2 in transit, 3 arrived, 4 rejected (spec §3 Waybill) */
export type WaybillStatus = 1 | 2 | 3 | 4;

export interface WaybillsTable {
  id: Generated<number>;
  number: string;
  status: Generated<WaybillStatus>;
  departure_time: number | null;
  delivery_time: number | null;
  min_temperature: number;
  max_temperature: number;
  company_id: number;
  /** JSON {institution, address, contactPerson, contactNumber} */
  consignor: Generated<string>;
  consignee: Generated<string>;
  /** JSON list of asset ids */
  assets: Generated<string>;
}

export interface WaybillLegsTable {
  id: Generated<number>;
  waybill_id: number;
  company_id: number;
  seq: number;
  /** JSON list of asset ids */
  assets: Generated<string>;
  from_asset: number | null;
  to_asset: number | null;
  place: Generated<string>;
  /** the transshipment's time; null for the first leg (it starts at the departure) */
  at: number | null;
}

export interface WaybillEventsTable {
  id: Generated<number>;
  waybill_id: number;
  company_id: number;
  /** src/lib/waybillActions.ts WaybillEventKind */
  kind: string;
  at: number;
  user_id: number;
  user_name: Generated<string>;
  reason: Generated<string>;
  /** JSON [{field, old, new}] */
  changes: Generated<string>;
}

export interface WaybillSignaturesTable {
  id: Generated<number>;
  waybill_id: number;
  company_id: number;
  /** 'release' | 'reject' */
  decision: string;
  meaning: string;
  comment: Generated<string>;
  signer_id: number;
  signer_name: string;
  signed_at: number;
  summary_hash: string;
  summary: string;
  voided_at: number | null;
  voided_by_event: number | null;
}
