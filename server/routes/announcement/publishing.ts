/**
 * What publishing an announcement checks and stores beyond its schema (schemas/announcement.schema.json):
 * HTML sanitized with the console's policy (src/lib/safeHtml.ts, under jsdom) and stored encoded,
 * so that any client gets safe content; a URL that is http(s) or a console path; recipients that
 * are users and a user group of the announcement's company; an interval when it repeats.
 */
import { createRequire } from 'node:module';
import type { Kysely } from 'kysely';
import {
  ATTACHMENTS_LIMIT_KEY,
  CONTENT_EMPTY_KEY,
  CONTENT_URL_KEY,
  HTML_CONTENT_TYPE,
  MAX_ANNOUNCEMENT_ATTACHMENTS,
  decodeAnnouncementHtml,
  isPublishableUrl,
} from '../../../src/lib/announcements';
import { sanitizeHtml } from '../../../src/lib/safeHtml';
import type { FieldIssues } from '../../../src/lib/validation/compile';
import type { Database } from '../../db/schema';
import { groupMembers } from '../../services/announcements';
import type { ResourceRecord, Row } from '../../services/resources/store';

type Jsdom = typeof import('jsdom');
let window: InstanceType<Jsdom['JSDOM']>['window'] | undefined;

/**
 * The HTML as the one policy allows it; one jsdom window for the process (DOMPurify keeps a
 * purifier per window). jsdom loads on the first announcement written, not with the server: it is
 * a second of CPU at every start.
 */
export function sanitizeAnnouncementHtml(html: string): string {
  window ??= new (createRequire(import.meta.url)('jsdom') as Jsdom).JSDOM('').window;
  return sanitizeHtml(html, window);
}

/** Properties whose stored value no longer applies once these values hold (the schema's conditions). */
function ruledOut(record: Row): string[] {
  const out: string[] = [];
  if (record.recipients !== 'part') out.push('userIds');
  if (record.recipients !== 'group') out.push('userGroupId');
  if (record.repeatSending !== true) out.push('repeatInterval');
  return out;
}

/**
 * The record to check: on update the stored one with what is sent over it (`null` clears an
 * optional property); a stored value that what is sent rules out is dropped, one sent is refused.
 */
export function recordToCheck(values: Row, existing: ResourceRecord | undefined): Row {
  const stored: Row = existing ? Object.fromEntries(Object.entries(existing).filter(([name]) => name !== 'id' && name !== 'createdAt')) : {};
  const merged: Row = { ...stored, ...values };
  for (const name of Object.keys(merged)) if (merged[name] === null) delete merged[name];
  for (const name of ruledOut(merged)) if (!(name in values)) delete merged[name];
  return merged;
}

/** spec §5: more than 5 attachments gets the message of its own, not the generic "at most n items". */
export function withAttachmentMessage(issues: FieldIssues | null): FieldIssues | null {
  if (issues?.attachments?.key === 'validation.maxItems') issues.attachments = { key: ATTACHMENTS_LIMIT_KEY, params: { limit: MAX_ANNOUNCEMENT_ATTACHMENTS } };
  return issues;
}

/** The rules the schema cannot say: content by type, recipients of the company, the interval when repeating. */
export async function publishingIssues(db: Kysely<Database>, record: Row, companyId: number | null): Promise<FieldIssues | null> {
  const issues: FieldIssues = {};
  const content = String(record.content ?? '');
  if (record.contentType === HTML_CONTENT_TYPE) {
    if (!sanitizeAnnouncementHtml(content).replace(/<br\s*\/?>|&nbsp;|\s/g, '').length) issues.content = { key: CONTENT_EMPTY_KEY };
  } else if (!isPublishableUrl(content)) {
    issues.content = { key: CONTENT_URL_KEY };
  }
  if (record.recipients === 'part') {
    const ids = Array.isArray(record.userIds) ? record.userIds.map(Number) : [];
    if (!ids.length) issues.userIds = { key: 'validation.required' };
    else {
      let query = db.selectFrom('users').select('id').where('id', 'in', ids);
      if (companyId !== null) query = query.where('company_id', '=', companyId);
      if ((await query.execute()).length !== ids.length) issues.userIds = { key: 'validation.invalid' };
    }
  }
  if (record.recipients === 'group') {
    if (record.userGroupId === undefined) issues.userGroupId = { key: 'validation.required' };
    else if (!(await groupMembers(db, companyId)).has(Number(record.userGroupId))) issues.userGroupId = { key: 'validation.invalid' };
  }
  if (record.repeatSending === true && record.repeatInterval === undefined) issues.repeatInterval = { key: 'validation.required' };
  return Object.keys(issues).length ? issues : null;
}

/** Every stored property of a checked record, with what does not apply cleared and HTML sanitized and encoded (src/lib/announcements.ts). */
export function storedValues(record: Row): Row {
  const content = String(record.content);
  return {
    title: record.title,
    category: record.category ?? 'system',
    contentType: record.contentType,
    content: record.contentType === HTML_CONTENT_TYPE ? encodeURIComponent(sanitizeAnnouncementHtml(content)) : content,
    mandatoryReading: record.mandatoryReading === true,
    waitingDuration: record.waitingDuration ?? 0,
    attachments: record.attachments ?? [],
    recipients: record.recipients ?? 'all',
    userIds: record.recipients === 'part' ? record.userIds : [],
    userGroupId: record.recipients === 'group' ? record.userGroupId : null,
    repeatSending: record.repeatSending === true,
    repeatInterval: record.repeatSending === true ? record.repeatInterval : 0,
    published: record.published !== false,
  };
}

/** A stored announcement as its publisher edits it: the HTML decoded, what does not apply left out. */
export function publisherView(record: ResourceRecord, companyId: number | null): ResourceRecord {
  const view: ResourceRecord = { ...record, allCompanies: companyId === null };
  if (view.contentType === HTML_CONTENT_TYPE && typeof view.content === 'string') view.content = decodeAnnouncementHtml(view.content);
  for (const name of ruledOut(view)) delete view[name];
  if (!view.attachments) view.attachments = [];
  return view;
}
