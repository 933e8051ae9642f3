/**
 * How each widget shows a value in a list cell and the detail view. The registry entries
 * (defaultWidgets.ts) pair these with their inputs and export values; SchemaValue only picks.
 */
import { ChipField, ReferenceArrayField, ReferenceField, SingleFieldList, TextField } from 'react-admin';
import { useTheme } from '@mui/material/styles';
import type { ComponentType, CSSProperties } from 'react';
import { fileHref } from '../../lib/fileHref';
import { useReferenceLookup } from './referenceLookups';
import { formatDate, formatDateTime } from '../../lib/dateTimeFormat';
import type { CellProps, CellTextProps, TextMeasure } from './registry';

/** A file value (`{ name, url }`, or a URL) as a link text and address. */
export function fileOf(value: unknown): { name: string; url: string } | null {
  if (!value) return null;
  if (typeof value === 'string') return { name: value.split('/').pop() ?? value, url: value };
  const file = value as { name?: string; url?: string };
  return { name: file.name ?? '', url: file.url ?? '' };
}

/** An object's non-empty values in order (a waybill's consignor: institution, person, phone). */
export function objectParts(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [String(value)];
  return Object.values(value)
    .filter((v) => v !== null && v !== undefined && v !== '')
    .map(String);
}

/** A timestamp cell's value as unix seconds; NaN (written as nothing) when it is none. */
const unixOf = (value: unknown) => (value === null || value === undefined || value === '' ? Number.NaN : Number(value));

// Values that read as plain text: the registry's `text`, written straight into a table cell, and
// in a span elsewhere (textCellOf)
export const plainText = (value: unknown) => objectParts(value).join(', ');
export const dateText = (value: unknown, { locale }: CellTextProps) => formatDate(unixOf(value), locale);
export const dateTimeText = (value: unknown, { locale }: CellTextProps) => formatDateTime(unixOf(value), locale);
export const enumText = (value: unknown, { enumLabel }: CellTextProps) => enumLabel(value);
export const arrayText = (value: unknown, { ctx, enumLabel }: CellTextProps) =>
  [value].flat().map((v) => (ctx.property.items?.enum ? enumLabel(v) : String(v))).join(', ');

type CellText = (value: unknown, props: CellTextProps) => string;

const textCells = new WeakMap<CellText, ComponentType<CellProps>>();

/** The cell of a widget that has only its `text`: that text in a span (one component per text function). */
export function textCellOf(text: CellText): ComponentType<CellProps> {
  let cell = textCells.get(text);
  if (!cell) textCells.set(text, (cell = (props: CellProps) => <span>{text(props.value, props)}</span>));
  return cell;
}

/** Dates never wrap: "2028-03-22" broken in two reads as two values (the table's date cells too, tableStyles.ts). */
export const NOWRAP_STYLE = { whiteSpace: 'nowrap' } as const;

export const DateCell = ({ value, locale }: CellProps) => <span style={NOWRAP_STYLE}>{formatDate(unixOf(value), locale)}</span>;
export const DateTimeCell = ({ value, locale }: CellProps) => <span style={NOWRAP_STYLE}>{formatDateTime(unixOf(value), locale)}</span>;

const enumLabels = ({ ctx, enumLabel }: CellTextProps) => (ctx.property.enum ?? ctx.property.items?.enum ?? []).map(enumLabel);
/** an enum's column fits its labels' longest words (the registry's `widest`) */
export const enumWidest = (props: CellTextProps, measure: TextMeasure) => Math.max(0, ...enumLabels(props).map((label) => measure(label, true)));

/** a date's column fits a date, which never wraps (digits are equally wide: any date will do) */
const SAMPLE_TIME = 1_798_675_200;
export const dateWidest = (props: CellTextProps, measure: TextMeasure) => measure(dateText(SAMPLE_TIME, props), false);
export const dateTimeWidest = (props: CellTextProps, measure: TextMeasure) => measure(dateTimeText(SAMPLE_TIME, props), false);

const CHIP_PADDING = 8;

/** a status chip's column fits its longest label, which never wraps, and the chip's padding */
export const chipWidest = (props: CellTextProps, measure: TextMeasure) =>
  Math.max(0, ...enumLabels(props).map((label) => measure(label, false))) + 2 * CHIP_PADDING;

/** MUI's small chip, as inline style: a list shows one per row, and a Chip is a styled component tree. */
const CHIP_STYLE: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  padding: `0 ${CHIP_PADDING}px`,
  borderRadius: 12,
  fontSize: '0.8125rem',
  lineHeight: 1,
  whiteSpace: 'nowrap',
};

/** A status as a chip in the colour `x-ui.fields.NAME.colors` gives its value (MUI palette names). */
export const StatusChipCell = ({ value, enumLabel, ctx }: CellProps) => {
  const { palette } = useTheme();
  const colour = ctx.ui.colors?.[String(value)] ?? 'default';
  const tone = colour === 'default' ? { main: palette.action.selected, contrastText: palette.text.primary } : palette[colour];
  return (
    <span
      className={`status-chip status-chip-${colour}`}
      data-status={String(value)}
      style={{ ...CHIP_STYLE, backgroundColor: tone.main, color: tone.contrastText }}
    >
      {enumLabel(value)}
    </span>
  );
};

// Material Icons' Check and Close (Apache-2.0), drawn inline: one per row, no SvgIcon component
const CHECK_PATH = 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z';
const CLOSE_PATH = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

/** Yes or no as a check or a cross, named for screen readers. */
export const BooleanCell = ({ value, translate }: CellProps) => (
  <svg
    viewBox="0 0 24 24"
    width={20}
    height={20}
    fill="currentColor"
    role="img"
    aria-label={translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}
    style={{ verticalAlign: 'middle' }}
  >
    <path d={value ? CHECK_PATH : CLOSE_PATH} />
  </svg>
);

/** A nested object as two short lines: its first value, then the rest (institution / person · phone). */
export const ObjectCell = ({ value }: CellProps) => {
  const [first, ...rest] = objectParts(value);
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', lineHeight: 1.3 }}>
      <span>{first}</span>
      {rest.length > 0 && <span style={{ color: 'var(--mui-palette-text-secondary, rgba(0,0,0,0.6))', fontSize: '0.85em' }}>{rest.join(' · ')}</span>}
    </span>
  );
};

export const ImageCell = ({ value }: CellProps) => {
  const file = fileOf(Array.isArray(value) ? value[0] : value);
  const src = fileHref(file?.url);
  return src ? <img src={src} alt={file?.name ?? ''} style={{ maxHeight: 40, maxWidth: 80 }} /> : <span />;
};

export const FileCell = ({ value }: CellProps) => (
  <span>
    {[value].flat().map((one, i) => {
      const file = fileOf(one);
      const href = fileHref(file?.url);
      if (!file) return null;
      return href ? (
        <a key={i} href={href} target="_blank" rel="noreferrer" style={{ marginRight: 8 }}>
          {file.name}
        </a>
      ) : (
        <span key={i} style={{ marginRight: 8 }}>
          {file.name}
        </span>
      );
    })}
  </span>
);

/** A reference: the page's one-request lookup when the list has it, else react-admin's reference field. */
export function ReferenceCell({ ctx, value, record }: CellProps) {
  const lookup = useReferenceLookup(ctx.name);
  const reference = ctx.ui.reference!;
  if (Array.isArray(value)) {
    return (
      <ReferenceArrayField source={ctx.name} reference={reference.resource} record={record}>
        <SingleFieldList linkType={false}>
          <ChipField source={reference.label} size="small" />
        </SingleFieldList>
      </ReferenceArrayField>
    );
  }
  if (lookup) return <span>{value === undefined || value === null ? '' : (lookup.get(String(value)) ?? '')}</span>;
  return (
    <ReferenceField source={ctx.name} reference={reference.resource} link={false} record={record}>
      <TextField source={reference.label} />
    </ReferenceField>
  );
}
