/**
 * Row types of the containers and NFC tags (migration 032, issue 29 §4–§5). Part of `Database`
 * (schema.ts), split out to keep that file to the platform's core tables.
 */
import type { Generated } from 'kysely';

export interface ContainersTable {
  id: Generated<number>;
  company_id: number;
  number: string;
  type: string;
  /** three half-width comma-separated numbers, or '' */
  size: Generated<string>;
  /** the asset (records.id) carrying it now, or none */
  asset_id: number | null;
  description: Generated<string>;
  created_at: number;
  updated_at: number;
}

/** One change of a container's current asset: from `changed_at` on it was on `asset_id` (null: none). */
export interface ContainerHistoryTable {
  id: Generated<number>;
  company_id: number;
  container_id: number;
  asset_id: number | null;
  changed_at: number;
  changed_by: number | null;
}

export interface NfcTagsTable {
  id: Generated<number>;
  company_id: number;
  /** the tag's UID, upper-case hexadecimal; unique within the company */
  tag_id: string;
  asset_id: number;
  description: Generated<string>;
  created_at: number;
  updated_at: number;
}
