/**
 * Announcements a user receives, with their per-user displayed/read state (spec §3, §4), and who
 * receives one (issue 28 §2): published ones of the user's company or of every company (company_id
 * null), to all its users, to a chosen part of them (user_ids) or to the members of a user group.
 * A repeating one is unread again `repeat_interval` hours after the user last read it
 * (src/lib/announcements.ts readStillCounts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { MAX_ANNOUNCEMENT_ATTACHMENTS, readStillCounts, type AnnouncementView } from '../../src/lib/announcements';

export type { AnnouncementView };

export interface Recipient {
  id: number;
  companyId: number;
}

/** A JSON list as stored (text on SQLite, jsonb parsed by the driver on PostgreSQL), or []. */
export function jsonList(value: unknown): unknown[] {
  try {
    const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** The user groups (generic records, schemas/userGroup.schema.json) of the company that have these members. */
export async function groupMembers(db: Kysely<Database>, companyId: number | null): Promise<Map<number, Set<number>>> {
  let query = db.selectFrom('records').select(['id', 'data']).where('resource', '=', 'userGroup');
  if (companyId !== null) query = query.where('company_id', '=', companyId);
  const rows = await query.execute();
  const data = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : (value as Record<string, unknown>));
  return new Map(rows.map((row) => [row.id, new Set(jsonList(data(row.data)?.userIds).map(Number))]));
}

interface Addressed {
  recipients: string;
  user_ids: string;
  user_group_id: number | null;
}

/** Whether a user is among an announcement's recipients, given the groups of the user's company. */
export function addresses(row: Addressed, userId: number, groups: ReadonlyMap<number, ReadonlySet<number>>): boolean {
  if (row.recipients === 'part') return jsonList(row.user_ids).map(Number).includes(userId);
  if (row.recipients === 'group') return row.user_group_id !== null && (groups.get(row.user_group_id)?.has(userId) ?? false);
  return true;
}

async function received(db: Kysely<Database>, user: Recipient, nowUnix: number) {
  const rows = await db
    .selectFrom('announcements')
    .leftJoin('announcement_states as s', (join) => join.onRef('s.announcement_id', '=', 'announcements.id').on('s.user_id', '=', user.id))
    .selectAll('announcements')
    .select(['s.displayed', 's.read', 's.read_at'])
    .where('announcements.published', '=', 1)
    .where((eb) => eb.or([eb('announcements.company_id', 'is', null), eb('announcements.company_id', '=', user.companyId)]))
    .orderBy('announcements.created_at', 'desc')
    .orderBy('announcements.id', 'desc')
    .execute();
  const groups = rows.some((row) => row.recipients === 'group') ? await groupMembers(db, user.companyId) : new Map<number, Set<number>>();
  return rows
    .filter((row) => addresses(row, user.id, groups))
    .map((row) => ({
      row,
      read: row.read === 1 && readStillCounts(row.read_at === null ? null : Number(row.read_at), { repeatSending: row.repeat_sending === 1, repeatIntervalHours: row.repeat_interval }, nowUnix),
    }));
}

function attachments(json: string): AnnouncementView['attachments'] {
  return jsonList(json)
    .filter((item): item is { name: string; url: string } => typeof item === 'object' && item !== null && typeof (item as { name?: unknown }).name === 'string' && typeof (item as { url?: unknown }).url === 'string')
    .slice(0, MAX_ANNOUNCEMENT_ATTACHMENTS)
    .map(({ name, url }) => ({ name, url }));
}

export async function announcementsFor(db: Kysely<Database>, user: Recipient, nowUnix: number): Promise<AnnouncementView[]> {
  return (await received(db, user, nowUnix)).map(({ row, read }) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    contentType: row.content_type,
    category: row.category,
    mandatoryReading: row.mandatory_reading === 1,
    waitingDuration: row.waiting_duration,
    attachments: attachments(row.attachments),
    displayed: row.displayed === 1,
    read,
  }));
}

export async function unreadCount(db: Kysely<Database>, user: Recipient, nowUnix: number): Promise<number> {
  return (await received(db, user, nowUnix)).filter(({ read }) => !read).length;
}

export async function isVisible(db: Kysely<Database>, user: Recipient, id: number, nowUnix: number): Promise<boolean> {
  return (await received(db, user, nowUnix)).some(({ row }) => row.id === id);
}

export async function setState(
  db: Kysely<Database>,
  announcementId: number,
  userId: number,
  change: { property: 'display' | 'read'; value: boolean; medium: string; at: number },
): Promise<void> {
  const flag = change.value ? 1 : 0;
  const at = change.value ? change.at : null;
  const update: { displayed?: number; displayed_at?: number | null; read?: number; read_at?: number | null } =
    change.property === 'display' ? { displayed: flag, displayed_at: at } : { read: flag, read_at: at };
  await db
    .insertInto('announcement_states')
    .values({ announcement_id: announcementId, user_id: userId, medium: change.medium, ...update })
    .onConflict((oc) => oc.columns(['announcement_id', 'user_id']).doUpdateSet({ ...update, medium: change.medium }))
    .execute();
}
