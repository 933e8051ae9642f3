/** What an export (csv, xlsx) writes for each widget's value: what the list shows, as plain data. */
import type { ExportContext } from './registry';
import { objectParts } from './cells';
import { formatUnix } from './unixTime';

type ExportValue = (value: unknown, context: ExportContext) => string | number | null;

export const textExport: ExportValue = (value) => objectParts(value).join(', ');
export const numberExport: ExportValue = (value) => (typeof value === 'number' ? value : String(value));
export const enumExport: ExportValue = (value, { enumLabel }) => enumLabel(value);
export const booleanExport: ExportValue = (value, { yesNo }) => yesNo(Boolean(value));
export const dateExport: ExportValue = (value) => formatUnix(value, false);
export const dateTimeExport: ExportValue = (value) => formatUnix(value, true);
export const arrayExport: ExportValue = (value, { ctx, enumLabel }) =>
  [value].flat().map((v) => (ctx.property.items?.enum ? enumLabel(v) : String(v))).join(', ');
export const referenceExport: ExportValue = (value, { referenceLabel }) =>
  [value].flat().map((id) => referenceLabel(id) ?? String(id)).join(', ');
export const fileExport: ExportValue = (value) =>
  [value].flat().map((f) => (typeof f === 'string' ? f : ((f as { url?: string; name?: string }).url ?? (f as { name?: string }).name ?? ''))).join(' ');
