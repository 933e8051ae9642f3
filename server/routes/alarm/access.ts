/**
 * Who may call the alarm routes (issue 13): the guard has authenticated; a page is granted by its
 * menu (services/readings/access.ts hasAnyPage), a write by its action code (`{page}_{action}`,
 * spec §6). Then the user's scope: its company and the organizations it sees (visibility.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { actionCode } from '../../../src/lib/permissionCodes';
import { ApiStatus } from '../../../src/lib/contract';
import { checkTimeRange, truncateRows, type TimeRangeResult } from '../../../src/lib/timeRange';
import { translateIssue } from '../../../src/lib/validation/translate';
import { requestLanguage } from '../../plugins/envelope';
import { currentUser } from '../../plugins/guard';
import { alarmScope, type AlarmScope } from '../../services/alarms/queries/scope';
import { hasAnyPage, reportCheckDays } from '../../services/readings/access';
import { LOCALES } from '../../services/resources/translate';

export const HISTORY_PAGES = ['AlarmHistory'] as const;
export const ADVANCED_HISTORY_PAGES = ['AlarmAdvancedHistory'] as const;
/** one alarm: the session page, or either history that links to it */
export const SESSION_PAGES = ['AlarmSession', 'AlarmHistory', 'AlarmAdvancedHistory'] as const;
export const STATS_PAGES = ['AlarmStats'] as const;
export const REASON_STATS_PAGES = ['AlarmReasonStats'] as const;
/** one notification's state: the pages that show notifications, and the Alerters page polling its test sound */
export const NOTIFICATION_PAGES = ['DeviceAlert', ...SESSION_PAGES] as const;

/** Acknowledge, close and snooze: the history page's edit action (AlarmAdvancedHistory and AlarmSession are read-only, db/seed/menus/device.ts). */
export const HANDLING_CODE = actionCode('AlarmHistory', 'edit');
/** "Sound now" changes nothing but makes a device act: the Alerters page's edit action, as a parameter command needs its page's. */
export const ALERTER_SOUND_CODE = actionCode('DeviceAlert', 'edit');

/** A preHandler: '-4' unless the role has the menu of one of the pages. */
export function requirePage(pages: readonly string[]) {
  return async function checkPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (await hasAnyPage(request.server.db, currentUser(request), pages)) return undefined;
    return reply.fail(ApiStatus.forbidden, 'forbidden');
  };
}

export function scopeOf(request: FastifyRequest): Promise<AlarmScope> {
  return alarmScope(request.server.db, currentUser(request));
}

/** start/end under spec §5 with the user's ReportCheckTimeRange (31 days, spec §9). */
export function rangeOf(request: FastifyRequest<{ Querystring: Record<string, unknown> }>, utcOffsetMinutes: number): TimeRangeResult {
  return checkTimeRange(request.query.start, request.query.end, { maxSpan: reportCheckDays(currentUser(request)), utcOffsetMinutes });
}

/** A range error, '-5' under its field (or `range`), as every range query answers it. */
export function refuseRange(reply: FastifyReply, range: Extract<TimeRangeResult, { ok: false }>): FastifyReply {
  return reply.invalid({ [range.field ?? 'range']: { key: range.key, ...(range.params ? { params: range.params } : {}) } });
}

/** Rows of a query fetched with one more than the limit: cut, with the spec's message in the request's language. */
export function limitedPage<T>(request: FastifyRequest, rows: readonly T[], total: number) {
  const cut = truncateRows(rows);
  return {
    list: cut.rows,
    total,
    truncated: cut.truncated,
    ...(cut.message ? { message: translateIssue(cut.message, LOCALES[requestLanguage(request)]) } : {}),
  };
}

/** Unsigned digits of a path's id, or null (the resources routes' rule). */
export function pathId(raw: string): number | null {
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

/** A JSON body as sent (arrays and numbers kept); a form body as its text fields, which the schema then refuses where it wants numbers or lists. */
export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (!request.isMultipart() && body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  return request.form;
}
