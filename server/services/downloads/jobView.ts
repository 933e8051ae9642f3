/**
 * A download_jobs row as the API shows it (src/lib/downloads.ts DownloadJob). A failed job's
 * reason is stored as a locale key with its params and read in the asker's language (only the
 * owner sees a job), so that no server text reaches the list.
 */
import { DEFAULT_KEEP_DAYS, KEEP_DAYS, type DownloadJob, type DownloadKind, type DownloadState, type KeepDays } from '../../../src/lib/downloads';
import { translateIssue, type Message } from '../../../src/lib/validation/translate';
import type { Language } from '../../messages';
import { LOCALES } from '../resources/translate';
import type { JobRow } from './jobStore';

/** A thrown error's reason: never its message (logged instead). */
export const GENERIC_REASON = 'downloads.reasons.failed';

export function storedReason(message: Message): string {
  return JSON.stringify(message.params ? { key: message.key, params: message.params } : { key: message.key });
}

function reasonMessage(stored: string): Message {
  try {
    const parsed = JSON.parse(stored) as Partial<Message>;
    if (typeof parsed.key === 'string') return { key: parsed.key, ...(parsed.params ? { params: parsed.params } : {}) };
  } catch {
    // not ours: a row written by hand or by an older server; its text is not shown
  }
  return { key: GENERIC_REASON };
}

export function reasonText(stored: string | null, lang: Language): string | null {
  return stored === null ? null : translateIssue(reasonMessage(stored), LOCALES[lang], GENERIC_REASON);
}

export function toDownloadJob(row: JobRow, lang: Language): DownloadJob {
  return {
    id: row.id,
    kind: row.kind as DownloadKind,
    title: row.title,
    state: row.state as DownloadState,
    progress: row.progress,
    reason: row.state === 'failed' ? reasonText(row.reason ?? GENERIC_REASON, lang) : null,
    fileName: row.file_name,
    fileSize: row.file_size,
    keepDays: (KEEP_DAYS as readonly number[]).includes(row.keep_days) ? (row.keep_days as KeepDays) : DEFAULT_KEEP_DAYS,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    expiresAt: row.expires_at,
    username: row.username,
  };
}
