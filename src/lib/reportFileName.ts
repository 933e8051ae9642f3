/**
 * The name of a temperature report's file, one rule for the server that answers the file
 * (Content-Disposition) and the console that saves it: `{label}_{YYYYMMDDHHmm}-{YYYYMMDDHHmm}.{format}`,
 * the ends in the user's zone, the label as any file system takes it (Chinese kept).
 */
import type { ReportFormat } from './reports';

/** What the label holds, without separators, quotes or controls. */
function safeLabel(label: string): string {
  return label.normalize('NFC').replace(/[\s/\\:*?"<>|\p{Cc}]+/gu, '_').replace(/^[_.]+|_+$/g, '').slice(0, 80) || 'report';
}

/** 'YYYYMMDDHHmm' of a unix time at this offset from UTC (minutes east). */
function compact(ts: number, utcOffsetMinutes: number): string {
  return new Date((ts + utcOffsetMinutes * 60) * 1000).toISOString().slice(0, 16).replace(/\D/g, '');
}

export function reportFileName(label: string, span: { start: number; end: number }, utcOffsetMinutes: number, format: ReportFormat): string {
  return `${safeLabel(label)}_${compact(span.start, utcOffsetMinutes)}-${compact(span.end, utcOffsetMinutes)}.${format}`;
}
