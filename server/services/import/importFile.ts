/**
 * An entity's import (issue 29 §3, spec §5): the first sheet's first non-blank row names the
 * columns (the template's headers, in any of the three languages); each later row is a record
 * checked as a create is (the schema through ajv, the page's import code, the entity's hooks,
 * references) plus the import's own rules (required cells, no key twice in the file nor already
 * stored), then stored in a transaction of its own. Valid rows are stored; every problem of the
 * others is listed with its row and column, and the file comes back with a result column.
 */
import type { FastifyInstance } from 'fastify';
import type { ImportResult, ImportRowError } from '../../../src/lib/import';
import { normalizeIdentifier } from '../../../src/lib/identifier';
import { LANGUAGES, type Language } from '../../../src/lib/language';
import { lookup, translateIssue, type Message } from '../../../src/lib/validation/translate';
import { plainCell } from '../dataUpload/readSheet';
import type { LoadedEntity } from '../resources/registry';
import type { Row, Scope } from '../resources/store';
import { LOCALES } from '../resources/translate';
import { checkWrite, constraintIssues, saveRecord } from '../resources/writeRecord';
import type { AuthUser } from '../users';
import { adapterOf, type ImportAdapter } from './adapters';
import { isBlankCell, readCell } from './cells';
import { headerOf, schemaColumns, type ImportColumn } from './columns';
import { addResultColumn, RESULT_KEY } from './resultFile';
import { loadWorkbook } from './workbook';

export interface ImportInput {
  actor: AuthUser;
  scope: Scope;
  lang: Language;
  utcOffsetMinutes: number;
  data: Buffer;
  filename: string;
  /** the request's address, for the audit trail */
  ip?: string;
}

/** The whole file refused: a message for the `file` field. */
export interface ImportRefusal {
  refused: Message;
}

interface RowIssue {
  /** a column's key, or none for the row as a whole */
  column?: string;
  message: Message;
}

const normal = (text: string) => text.normalize('NFKC').replace(/^\s*\*\s*/, '').trim().toLowerCase();

/** Every column of the entity's file: the adapter's, then the schema's. */
export function importColumns(app: FastifyInstance, entity: LoadedEntity): { adapter: ImportAdapter; columns: ImportColumn[] } {
  const adapter = adapterOf(entity.name);
  const shared = app.resources.schemas.shared as Array<Record<string, unknown>>;
  const own = schemaColumns(entity.schema, shared, new Set(adapter.excluded));
  // the adapter's columns follow the key (a waybill's number first, then how it ships)
  const at = Math.max(0, ...adapter.keys.map((key) => own.findIndex((c) => c.key === key) + 1));
  return { adapter, columns: [...own.slice(0, at), ...adapter.columns, ...own.slice(at)] };
}

/** The header row's cells → column index (1-based) of each known column; headers no column has are ignored. */
function matchHeaders(cells: unknown[], columns: readonly ImportColumn[]): Map<string, number> {
  const byText = new Map<string, string>();
  for (const column of columns) {
    byText.set(normal(column.key), column.key);
    for (const lang of LANGUAGES) byText.set(normal(headerOf(column, lang)), column.key);
  }
  const found = new Map<string, number>();
  cells.forEach((raw, index) => {
    const cell = plainCell(raw);
    if (typeof cell !== 'string') return;
    const key = byText.get(normal(cell));
    if (key && !found.has(key)) found.set(key, index);
  });
  return found;
}

function setPath(values: Row, key: string, value: unknown): void {
  const [head, ...rest] = key.split('.');
  if (!rest.length) {
    values[head!] = value;
    return;
  }
  const inner = (values[head!] && typeof values[head!] === 'object' ? values[head!] : (values[head!] = {})) as Row;
  setPath(inner, rest.join('.'), value);
}

/** An issue at a property path (`consignor.institution`, `assets`) → the column it belongs to. */
function columnOfPath(path: string, columns: readonly ImportColumn[], adapter: ImportAdapter): string | undefined {
  if (adapter.fieldColumns?.[path]) return adapter.fieldColumns[path];
  return (
    columns.find((c) => c.key === path)?.key ??
    columns.find((c) => c.key.startsWith(`${path}.`))?.key ??
    columns.find((c) => path.startsWith(`${c.key}.`))?.key
  );
}

export async function importFile(app: FastifyInstance, entity: LoadedEntity, input: ImportInput): Promise<ImportResult | ImportRefusal> {
  const loaded = await loadWorkbook(input.data);
  if ('refused' in loaded) return loaded;
  const { workbook, sheet } = loaded;
  const { adapter, columns } = importColumns(app, entity);
  const { actor, scope, lang, utcOffsetMinutes } = input;
  const messages = LOCALES[lang];

  // the header: the first non-blank row; the data: every later non-blank row
  const rows: Array<{ number: number; values: unknown[] }> = [];
  sheet.eachRow((row, number) => {
    const values = Array.isArray(row.values) ? row.values : [];
    if (values.some((v) => !isBlankCell(plainCell(v)))) rows.push({ number, values });
  });
  const header = rows.shift();
  if (!header) return { refused: { key: 'validation.import.empty' } };
  const at = matchHeaders(header.values, columns);
  const missing = columns.find((c) => c.required && !at.has(c.key));
  if (missing) return { refused: { key: 'validation.import.missingColumn', params: { column: headerOf(missing, lang) } } };
  if (!rows.length) return { refused: { key: 'validation.import.empty' } };
  // the setting IMPORT_MAX_ROWS (services/import/config.ts)
  const maxRows = app.config.importMaxRows;
  if (rows.length > maxRows) return { refused: { key: 'validation.import.tooManyRows', params: { limit: maxRows } } };

  const columnHeader = (key: string) => {
    const index = at.get(key);
    const written = index === undefined ? undefined : plainCell(header.values[index]);
    return typeof written === 'string' ? written.trim() : headerOf(columns.find((c) => c.key === key)!, lang);
  };
  const referenceCache = new Map<string, number[]>();
  const resolve = async (resource: string, label: string, text: string): Promise<number[]> => {
    const cacheKey = `${resource}\u0000${label}\u0000${text}`;
    const cached = referenceCache.get(cacheKey);
    if (cached) return cached;
    const target = app.resources.entities.get(resource);
    const found = target ? (await target.store.list({ page: 1, limit: 2, order: 'ASC', filter: { [label]: text } }, scope)).list.map((r) => r.id) : [];
    referenceCache.set(cacheKey, found);
    return found;
  };
  const firstRowOf = new Map<string, number>();
  const errors: ImportRowError[] = [];
  const results = new Map<number, string>();
  let stored = 0;

  for (const row of rows) {
    const issues: RowIssue[] = [];
    const values: Row = {};
    const extra: Row = {};
    const extraKeys = new Set(adapter.columns.map((c) => c.key));
    for (const column of columns) {
      const index = at.get(column.key);
      const read = readCell(index === undefined ? null : plainCell(row.values[index]), column.kind, utcOffsetMinutes);
      if ('empty' in read) {
        if (column.required) issues.push({ column: column.key, message: { key: 'validation.required' } });
        continue;
      }
      if ('issue' in read) {
        issues.push({ column: column.key, message: read.issue });
        continue;
      }
      let value: unknown = 'value' in read ? read.value : undefined;
      if ('lookup' in read && column.kind.type === 'reference') {
        const ids = await resolve(column.kind.resource, column.kind.label, read.lookup);
        if (ids.length !== 1) {
          const key = ids.length ? 'validation.import.ambiguous' : 'validation.import.notFound';
          issues.push({ column: column.key, message: { key, params: { value: read.lookup } } });
          continue;
        }
        value = ids[0];
      }
      // identifiers in their NFKC form, as a form's create stores them (body.ts)
      if (typeof value === 'string' && entity.properties.get(column.key)?.identifier) value = normalizeIdentifier(value);
      if (extraKeys.has(column.key)) extra[column.key] = value;
      else setPath(values, column.key, value);
    }
    // a key twice in the file: the later rows are refused, naming the first
    for (const key of adapter.keys) {
      const value = values[key];
      if (value === undefined || value === null || value === '') continue;
      const seen = firstRowOf.get(`${key}\u0000${String(value)}`);
      if (seen === undefined) firstRowOf.set(`${key}\u0000${String(value)}`, row.number);
      else issues.push({ column: key, message: { key: 'validation.import.duplicateInFile', params: { value: String(value), row: seen } } });
    }
    if (!issues.length && adapter.prepare) {
      const own = await adapter.prepare({ entities: app.resources.entities, scope }, extra, values);
      for (const [column, message] of Object.entries(own ?? {})) issues.push({ column, message });
    }
    if (!issues.length) {
      for (const key of adapter.keys) {
        if (values[key] === undefined) continue;
        const { total } = await entity.store.list({ page: 1, limit: 1, order: 'ASC', filter: { [key]: values[key] as string } }, scope);
        if (total) issues.push({ column: key, message: { key: 'validation.import.exists', params: { value: String(values[key]) } } });
      }
    }
    if (!issues.length) {
      const refused = await checkWrite(app, entity, { actor, values, scope, action: 'import' });
      if (refused === 'forbidden') issues.push({ message: { key: 'validation.import.forbidden' } });
      else for (const [path, message] of Object.entries(refused ?? {})) issues.push({ column: columnOfPath(path, columns, adapter), message });
    }
    if (!issues.length) {
      try {
        const after = adapter.afterSave;
        await saveRecord(app, entity, { actor, values, scope, ip: input.ip ?? '', ...(after ? { then: (trx, id) => after(trx, id, extra, { actor, scope }) } : {}) });
        stored += 1;
        results.set(row.number, lookup(messages, 'app.schema.import.rowStored') ?? 'Imported');
        continue;
      } catch (error) {
        const constraint = constraintIssues(error, entity.schema['x-store']?.companyScoped === true);
        if (!constraint) throw error;
        for (const [path, message] of Object.entries(constraint)) issues.push({ column: columnOfPath(path, columns, adapter), message });
      }
    }
    const rowErrors = issues.map(({ column, message }) => ({
      row: row.number,
      ...(column ? { column: columnHeader(column) } : {}),
      message: translateIssue(message, messages),
    }));
    errors.push(...rowErrors);
    results.set(row.number, rowErrors.map((e) => (e.column ? `${e.column}: ${e.message}` : e.message)).join('; '));
  }

  const resultHeader = lookup(messages, RESULT_KEY) ?? 'Result';
  const resultFile = await addResultColumn(workbook, sheet, header.number, resultHeader, results);
  const base = input.filename.replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N}_-]+/gu, '_').slice(0, 60) || entity.name;
  return { rows: rows.length, stored, errors, resultFile: resultFile.toString('base64'), resultName: `${base}-result.xlsx` };
}
