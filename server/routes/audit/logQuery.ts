/**
 * The query of the log pages (issue 30 §1): start and end under spec §5 (required, at most the
 * user's ReportCheckTimeRange), page and limit (at most 100 rows, spec §5), text filters of
 * bounded length, and the viewer's company scope. Errors are '-5' field issues.
 */
import type { FastifyRequest } from 'fastify';
import { AUDIT_PAGE_MAX } from '../../../src/lib/audit';
import { checkTimeRange } from '../../../src/lib/timeRange';
import type { FieldIssues } from '../../../src/lib/validation/compile';
import { currentUser } from '../../plugins/guard';
import { reportCheckDays } from '../../services/readings/access';
import { isPlatformAdmin } from '../../services/resources/authority';

const MAX_OFFSET = 14 * 60;
const TEXT_MAX = 100;

export interface LogQuery {
  start: number;
  end: number;
  offset: number;
  limit: number;
  utcOffsetMinutes: number;
  /** null: every company (a platform admin) */
  companyId: number | null;
  text: Record<string, string | undefined>;
}

type Raw = Record<string, unknown>;

const single = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

function integer(raw: unknown, fallback: number, min: number, max: number): number | null {
  const value = single(raw);
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !/^-?\d{1,6}$/.test(value.trim())) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/** `texts`: the optional filters, each a string of at most 100 characters; `allowed` limits one to a list. */
export function parseLogQuery(
  request: FastifyRequest,
  texts: readonly string[],
  allowed: Readonly<Record<string, readonly string[]>> = {},
): { query: LogQuery } | { issues: FieldIssues } {
  const raw = request.query as Raw;
  const issues: FieldIssues = {};
  const utcOffsetMinutes = integer(raw.utcOffset, 0, -MAX_OFFSET, MAX_OFFSET);
  if (utcOffsetMinutes === null) issues.utcOffset = { key: 'validation.invalid' };
  const page = integer(raw.page, 1, 1, 100_000);
  if (page === null) issues.page = { key: 'validation.invalid' };
  const limit = integer(raw.limit, 20, 1, AUDIT_PAGE_MAX);
  if (limit === null) issues.limit = { key: 'validation.maximum', params: { limit: AUDIT_PAGE_MAX } };
  const text: Record<string, string | undefined> = {};
  for (const name of texts) {
    const value = single(raw[name]);
    if (value === undefined || value === '') continue;
    if (typeof value !== 'string' || value.length > TEXT_MAX) issues[name] = { key: 'validation.maxLength', params: { limit: TEXT_MAX } };
    else if (allowed[name] && !allowed[name].includes(value.trim())) issues[name] = { key: 'validation.invalid' };
    else if (value.trim()) text[name] = value.trim();
  }
  const user = currentUser(request);
  const range = checkTimeRange(single(raw.start), single(raw.end), { maxSpan: reportCheckDays(user), utcOffsetMinutes: utcOffsetMinutes ?? 0 });
  if (!range.ok) issues[range.field ?? 'range'] = { key: range.key, ...(range.params ? { params: range.params } : {}) };
  if (!range.ok || Object.keys(issues).length) return { issues };
  return {
    query: {
      start: range.start,
      end: range.end,
      offset: (page! - 1) * limit!,
      limit: limit!,
      utcOffsetMinutes: utcOffsetMinutes!,
      companyId: isPlatformAdmin(user) ? null : user.companyId,
      text,
    },
  };
}
