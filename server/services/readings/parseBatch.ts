/**
 * The `data` field of POST /api/open/readings: a JSON text (so that the signature covers it)
 * holding an array of at most INGEST_MAX_BATCH objects. Anything else refuses the whole batch
 * ('-5'); what is wrong inside a row is refused per row by ingestion.
 */
import { INGEST_MAX_BATCH, type ReadingInput } from '../../../src/lib/readings';
import type { FieldIssue } from '../../../src/lib/validation/compile';

export function parseBatch(text: string): ReadingInput[] | FieldIssue {
  if (!text) return { key: 'validation.required' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { key: 'validation.readings.batchJson' };
  }
  if (!Array.isArray(parsed)) return { key: 'validation.readings.batchJson' };
  if (parsed.length > INGEST_MAX_BATCH) return { key: 'validation.readings.batchTooLarge', params: { limit: INGEST_MAX_BATCH } };
  const notObject = parsed.findIndex((row: unknown) => !row || typeof row !== 'object' || Array.isArray(row));
  if (notObject >= 0) return { key: 'validation.readings.rowNotObject', params: { index: notObject } };
  return parsed as ReadingInput[];
}
