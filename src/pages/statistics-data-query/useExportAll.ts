/**
 * "Export all" (issue 14 §3): the devices and the range as typed go to the download centre as a
 * `readingsData` job (framework/downloads). The range is only read here (start ≤ end): its limit
 * is the server's, spec §9's past 3 months, whose refusal (named in the user's language) is shown
 * while what was typed stays.
 */
import { useState } from 'react';
import type { ReadingsJobParams } from '../../lib/downloads';
import { checkTypedRange } from '../../framework/range/rangePresets';
import { useCreateDownload, type CreateDownload } from '../../framework/downloads';
import type { TypedRange } from '../../framework/report/useTypedRange';
import { utcOffsetAt } from './dataQueryApi';

/** Any length: the download's limit is the server's (3 months back), not the query's span. */
const UNLIMITED_DAYS = 100_000;

export type ExportFormat = ReadingsJobParams['format'];

export interface ExportAll {
  format: ExportFormat;
  setFormat(format: ExportFormat): void;
  download: CreateDownload;
  /** false when nothing was sent (no device, or a range that does not read) */
  start(deviceIds: readonly number[], range: TypedRange): Promise<boolean>;
}

export function useExportAll(): ExportAll {
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const download = useCreateDownload();
  return {
    format,
    setFormat,
    download,
    async start(deviceIds, range) {
      if (!deviceIds.length) return false;
      const checked = checkTypedRange(range.draft.start, range.draft.end, UNLIMITED_DAYS);
      if (!checked.ok) {
        range.refuse(
          checked.field ?? (checked.key === 'timeRange.startAfterEnd' ? 'start' : 'end'),
          checked.params ? { key: checked.key, params: checked.params } : { key: checked.key },
        );
        return false;
      }
      const params: ReadingsJobParams = { deviceIds: [...deviceIds], start: checked.start, end: checked.end, utcOffset: utcOffsetAt(checked.start), format };
      return (await download.create({ kind: 'readingsData', params })) !== null;
    },
  };
}
