/** How a value shows in a list cell, a detail view and an export (pure: no React). */
import type { FieldUi, PropertySchema } from '../../lib/schema/types';
import { typeOf } from '../schema/resolveProperty';

export type ValueKind = 'enum' | 'boolean' | 'date' | 'datetime' | 'reference' | 'image' | 'file' | 'array' | 'number' | 'text';

export function valueKind(property: PropertySchema | undefined, ui: FieldUi | undefined): ValueKind {
  if (ui?.reference) return 'reference';
  if (ui?.widget === 'imageUpload') return 'image';
  if (ui?.widget === 'fileUpload' || property?.['x-file']) return 'file';
  if (ui?.widget === 'date' || property?.format === 'date') return 'date';
  if (ui?.widget === 'datetime' || property?.format === 'date-time' || property?.format === 'unix-time') return 'datetime';
  if (!property) return 'text';
  if (Array.isArray(property.enum)) return 'enum';
  const type = typeOf(property);
  if (type === 'boolean') return 'boolean';
  if (type === 'array') return 'array';
  if (type === 'integer' || type === 'number') return 'number';
  return 'text';
}
