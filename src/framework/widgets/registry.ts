/**
 * Widgets come from a ranked registry (STYLE §4, jsonforms' `rankWith`): each entry has a tester
 * that scores how well it fits a property; the highest score wins, -1 means "does not apply".
 * A new widget is a new entry, never an edit to the generator.
 */
import type { ComponentType } from 'react';
import type { FieldUi, PropertySchema } from '../../lib/schema/types';
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

export interface WidgetEntry {
  name: string;
  tester: Tester;
  input: ComponentType<WidgetInputProps>;
}

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
export function pickWidget(entries: readonly WidgetEntry[], ctx: WidgetContext): WidgetEntry | undefined {
  let best: WidgetEntry | undefined;
  let bestRank = NOT_APPLICABLE;
  for (const entry of entries) {
    const rank = entry.tester(ctx);
    if (rank > bestRank) {
      best = entry;
      bestRank = rank;
    }
  }
  return best;
}

const shared: WidgetEntry[] = [];

/** Add widgets to the shared registry (the defaults register at import; resources may add more). */
export function registerWidgets(...entries: WidgetEntry[]): void {
  for (const entry of entries) {
    const at = shared.findIndex((e) => e.name === entry.name);
    if (at >= 0) shared[at] = entry;
    else shared.push(entry);
  }
}

export function sharedWidgets(): readonly WidgetEntry[] {
  return shared;
}
