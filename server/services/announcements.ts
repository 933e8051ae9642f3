/** Announcements a user receives, with their per-user displayed/read state (spec §3, §4). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { MAX_ANNOUNCEMENT_ATTACHMENTS, type AnnouncementView } from '../../src/lib/announcements';

export type { AnnouncementView };

interface Recipient {
  id: number;
  companyId: number;
}

function visibleTo(db: Kysely<Database>, user: Recipient) {
  // recipients 'all' is the only kind so far; 'part' and user groups come with user management.
  return db
    .selectFrom('announcements')
    .leftJoin('announcement_states as s', (join) =>
      join.onRef('s.announcement_id', '=', 'announcements.id').on('s.user_id', '=', user.id),
    )
    .where((eb) => eb.or([eb('announcements.company_id', 'is', null), eb('announcements.company_id', '=', user.companyId)]));
}

function attachments(json: string): AnnouncementView['attachments'] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? (list as AnnouncementView['attachments']).slice(0, MAX_ANNOUNCEMENT_ATTACHMENTS) : [];
  } catch {
    return [];
  }
}

export async function announcementsFor(db: Kysely<Database>, user: Recipient): Promise<AnnouncementView[]> {
  const rows = await visibleTo(db, user)
    .selectAll('announcements')
    .select(['s.displayed', 's.read'])
    .orderBy('announcements.created_at', 'desc')
    .orderBy('announcements.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    contentType: row.content_type,
    category: row.category,
    mandatoryReading: row.mandatory_reading === 1,
    waitingDuration: row.waiting_duration,
    attachments: attachments(row.attachments),
    displayed: row.displayed === 1,
    read: row.read === 1,
  }));
}

export async function unreadCount(db: Kysely<Database>, user: Recipient): Promise<number> {
  const row = await visibleTo(db, user)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) => eb.or([eb('s.read', 'is', null), eb('s.read', '=', 0)]))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function isVisible(db: Kysely<Database>, user: Recipient, id: number): Promise<boolean> {
  const row = await visibleTo(db, user).select('announcements.id').where('announcements.id', '=', id).executeTakeFirst();
  return row !== undefined;
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
