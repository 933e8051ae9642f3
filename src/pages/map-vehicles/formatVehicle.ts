/** How the vehicle monitor writes a vehicle's figures in the user's language. Pure. */
import { formatDateTime } from '../../lib/dateTimeFormat';
import { judge, type Thresholds } from '../../lib/readings';

export type Judgment = 'low' | 'ok' | 'high' | null;

export function temperatureJudgment(value: number | null, t: Thresholds): Judgment {
  return judge(value, t.temperatureMin, t.temperatureMax);
}

export function humidityJudgment(value: number | null, t: Thresholds): Judgment {
  return judge(value, t.humidityMin, t.humidityMax);
}

/** Intl formatters are made once per language and form: making one costs more than formatting with it (a list of vehicles updating live). */
const formatters = new Map<string, Intl.NumberFormat>();

function cached<F extends Intl.NumberFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatNumber(locale: string, value: number, digits = 1): string {
  return cached(`number:${locale}:${digits}`, () => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })).format(
    value,
  );
}

/** A moment in the user's language, e.g. 2025-11-27 13:05:12 (src/lib/dateTimeFormat.ts). */
export function formatMoment(locale: string, seconds: number): string {
  return formatDateTime(seconds, locale, { seconds: true });
}

/** The vehicle's label on the map and in the list: its plate, else its vehicle's or device's name. */
export const vehicleLabel = (row: { plate: string | null; assetName: string }): string => row.plate ?? row.assetName;
