/**
 * What the console checks of a file before sending it, with the server's own messages (the server
 * checks again): its kind by extension (spec §5's message for anything but xlsx and csv; the old
 * .xls has its own) and its size. Pure.
 */
import { UPLOAD_MAX_BYTES, uploadFormatOf } from '../../../src/lib/dataUpload';

export interface FileProblem {
  key: string;
  params?: Record<string, string>;
}

/** "5 MB", "812 KB", "40 B" in the locale's digits. */
export function fileSize(bytes: number, locale: string): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${number.format(bytes / 1024 / 1024)} MB`;
  if (bytes >= 1024) return `${number.format(bytes / 1024)} KB`;
  return `${number.format(bytes)} B`;
}

export function fileProblem(file: Pick<File, 'name' | 'size'>, locale: string): FileProblem | null {
  const format = uploadFormatOf(file.name);
  if (format === 'xls') return { key: 'validation.dataUpload.xls' };
  if (!format) return { key: 'validation.file.excel' };
  if (file.size > UPLOAD_MAX_BYTES) return { key: 'validation.file.maxSize', params: { limit: fileSize(UPLOAD_MAX_BYTES, locale) } };
  return null;
}
