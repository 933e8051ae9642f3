import { FIELD_RULES, type ReadingField } from '../../../src/lib/readings';

/** A reading's number with the decimals its field keeps, in the user's language. */
export function formatNumber(field: ReadingField, value: number, locale: string): string {
  const { decimals } = FIELD_RULES[field];
  return new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

const withUnit = (field: ReadingField, text: string) => (FIELD_RULES[field].unit ? `${text} ${FIELD_RULES[field].unit}` : text);

/** A reading's value and unit: "4.5 °C". */
export function formatReading(field: ReadingField, value: number, locale: string): string {
  return withUnit(field, formatNumber(field, value, locale));
}

/** A threshold range: "2.0 – 8.0 °C", "≥ 2.0 °C", "≤ 8.0 °C"; null without either bound. */
export function formatRange(field: ReadingField, min: number | null, max: number | null, locale: string): string | null {
  if (min !== null && max !== null) return withUnit(field, `${formatNumber(field, min, locale)} – ${formatNumber(field, max, locale)}`);
  if (min !== null) return `≥ ${formatReading(field, min, locale)}`;
  if (max !== null) return `≤ ${formatReading(field, max, locale)}`;
  return null;
}
