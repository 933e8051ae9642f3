/**
 * The temperature log's query (GET /report/temperature, its files, the download centre's
 * `temperatureReport` jobs): one reading of it for all three. Checked with the route schemas' ajv
 * (temperature.query.json); start and end are left to the report (spec §5's checkTimeRange, after
 * the waybill's own times when they are absent).
 */
import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../messages';
import { compileForm, type FormValidator } from '../formSchema';
import type { FormFields } from '../forms';
import { localizeIssues } from '../resources/translate';
import type { TemperatureQuery } from './temperatureReport';
import schema from './temperature.query.json';

type Checked = Omit<TemperatureQuery, 'start' | 'end' | 'utcOffset'> & { utcOffset?: number };

const validators = new WeakMap<FastifyInstance, FormValidator<Checked>>();

/** Form fields from a query string (text) or a JSON object (numbers): the schema reads text the same way. */
function fieldsOf(raw: Record<string, unknown>): FormFields {
  const fields: FormFields = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string') fields[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') fields[key] = String(value);
    else if (Array.isArray(value)) fields[key] = value.map(String);
  }
  return fields;
}

export type ParsedTemperatureQuery = { ok: true; query: TemperatureQuery } | { ok: false; errors: Record<string, string> };

/** The query's target, id, zone, activation energy and points, checked; errors by field in `lang`. */
export function parseTemperatureQuery(app: FastifyInstance, raw: unknown, lang: string): ParsedTemperatureQuery {
  let validator = validators.get(app);
  if (!validator) {
    validator = compileForm<Checked>(app.resources, schema);
    validators.set(app, validator);
  }
  const source = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const { valid, issues } = validator.parse(fieldsOf(source));
  if (!valid) return { ok: false, errors: localizeIssues(issues, languageOf(lang)) };
  return { ok: true, query: { ...valid, utcOffset: valid.utcOffset ?? 0, start: source.start, end: source.end } };
}
