/**
 * Widgets come from a ranked registry (STYLE §4, jsonforms' `rankWith`): each entry has a tester
 * that scores how well it fits a property; the highest score wins, -1 means "does not apply".
 * A new widget is a new entry, never an edit to the generator.
 */
import type { ComponentType } from 'react';
import type { RaRecord } from 'ra-core';
import type { ColumnSize, FieldUi, PropertySchema } from '../../lib/schema/types';
import { typeOf } from '../schema/resolveProperty';

export const NOT_APPLICABLE = -1;

export interface WidgetContext {
  resource: string;
  name: string;
  /** the property with its `$ref` followed */
  property: PropertySchema;
  ui: FieldUi;
  required: boolean;
}

export type Tester = (ctx: WidgetContext) => number;

export interface WidgetInputProps {
  ctx: WidgetContext;
  /** the translated label */
  label: string;
  /** translated enum value labels, by value */
  enumLabel(value: unknown): string;
  readOnly: boolean;
}

/** What a cell (list, cards, detail view) gets: never an empty value, those show as nothing. */
export interface CellProps {
  ctx: WidgetContext;
  value: unknown;
  record: RaRecord | undefined;
  enumLabel(value: unknown): string;
  translate(key: string): string;
  /** the user's language: dates and times are written in it (src/lib/dateTimeFormat.ts) */
  locale: string;
}

/** What a plain-text cell gets besides the value (a cell's props without the record). */
export type CellTextProps = Pick<CellProps, 'ctx' | 'enumLabel' | 'translate' | 'locale'>;

/** What an export value gets besides the value. */
export interface ExportContext {
  ctx: WidgetContext;
  enumLabel(value: unknown): string;
  yesNo(value: boolean): string;
  /** the referred record's label, when the export looked it up */
  referenceLabel(id: unknown): string | undefined;
}

/**
 * One widget: its input, how its value reads in a cell and the detail view, and what an export
 * writes. An entry with neither `cell` nor `text` is input-only: display falls to the next-ranked
 * entry that has one.
 */
export interface WidgetEntry {
  name: string;
  tester: Tester;
  input: ComponentType<WidgetInputProps>;
  cell?: ComponentType<CellProps>;
  /**
   * A value that reads as plain text: the generated table writes it straight into its cell, with no
   * component per cell (a 100-row page has a thousand cells; `npm run bench`). Without a `cell`,
   * the cards and the detail view show this text in a span.
   */
  text?: (value: unknown, props: CellTextProps) => string;
  exportValue?: (value: unknown, context: ExportContext) => string | number | null;
  /** false: the list does not offer sorting by this column (files, images, lists) */
  sortable?: boolean;
  /** the list column's width (a property's `x-ui.column` overrides it); without it DEFAULT_COLUMN */
  column?: ColumnSize;
  /**
   * For a widget whose values are known (an enum's labels): its widest cell content in pixels, so
   * that its column is never narrower. `measure` is a text's width; `wrap`: it may break at spaces.
   */
  widest?: (props: CellTextProps, measure: TextMeasure) => number;
}

export type TextMeasure = (text: string, wrap: boolean) => number;

export const rankWith =
  (rank: number, predicate: (ctx: WidgetContext) => boolean): Tester =>
  (ctx) =>
    predicate(ctx) ? rank : NOT_APPLICABLE;

/** The best of several testers. */
export const anyOf =
  (...testers: Tester[]): Tester =>
  (ctx) =>
    Math.max(NOT_APPLICABLE, ...testers.map((t) => t(ctx)));

/** An `x-ui.fields.{name}.widget` naming the widget outranks every inferred fit. */
export const EXPLICIT_RANK = 100;
export const named = (name: string): Tester => rankWith(EXPLICIT_RANK, (ctx) => ctx.ui.widget === name);

// Predicates over the property.
export const isType = (...types: string[]) => (ctx: WidgetContext) => types.includes(typeOf(ctx.property) ?? '');
export const hasFormat = (...formats: string[]) => (ctx: WidgetContext) => formats.includes(ctx.property.format ?? '');
export const hasEnum = (ctx: WidgetContext) => Array.isArray(ctx.property.enum);
export const isEnumArray = (ctx: WidgetContext) => typeOf(ctx.property) === 'array' && Array.isArray(ctx.property.items?.enum);
export const hasReference = (ctx: WidgetContext) => Boolean(ctx.ui.reference);
export const always = () => true;

/** Pick the highest-ranked entry; on a tie the one listed first wins. */
export function pickWidget(entries: readonly WidgetEntry[], ctx: WidgetContext, accepts: (entry: WidgetEntry) => boolean = () => true): WidgetEntry | undefined {
  let best: WidgetEntry | undefined;
  let bestRank = NOT_APPLICABLE;
  for (const entry of entries) {
    if (!accepts(entry)) continue;
    const rank = entry.tester(ctx);
    if (rank > bestRank) {
      best = entry;
      bestRank = rank;
    }
  }
  return best;
}
