/**
 * The 0003 (spec §4, §7; issue 13 §3): each newly opened LIVE alarm goes, once its transaction has
 * committed, to every open socket of every user of the device's company who may see the device's
 * organization (visibility.ts: an admin user sees all of the company, any other user its own
 * organization's subtree). History alarms (old readings, uploads) are never sent.
 * The 0103 (issue 26 §1, changes.ts) goes to the same audience: one per user, however many of the
 * changed alarms it sees, and for history alarms too (they count as open all the same).
 *
 * Raising and delivering are apart (issue 27 §2): `broadcastAlarms` and `broadcastAlarmChanges`
 * publish the event once through `app.socketEvents` (services/socketEvents.ts), and every instance
 * delivers it to its own sockets with `deliverAlarms` / `deliverAlarmChanges`. Delivery looks nothing
 * up while the instance has no socket open; a company's users, and what each listening user sees,
 * are kept for AUDIENCE_TTL_SECONDS, since a fleet's batches would otherwise ask for them every second.
 */
import type { FastifyInstance } from 'fastify';
import { ALARM_CHANGE_SOCKET_EVENT } from '../../../src/lib/alarms';
import { socketText, type SocketText } from '../broadcaster';
import { alarmOrganization } from './queries/scope';
import { alarmSocketMessage } from './socketMessage';
import { seesOrganization, visibleOrganizations } from './visibility';

/** Seconds a company's users and a user's visible organizations are kept: a change reaches the 0003 this much later at worst. */
export const AUDIENCE_TTL_SECONDS = 5;

/** What a broadcast needs of an opened alarm (engine/store.ts OpenedAlarm has it). */
export interface BroadcastAlarm {
  id: number;
  device_id: number;
  device_name: string;
  type: string;
  level: number;
  created_at: number;
  first_exceeded_at: number | null;
  peak_value: number | null;
  threshold: number | null;
  company_id: number;
  organization_id: number | null;
  source: string;
}

interface Listener {
  username: string;
  admin: number;
  companyId: number;
  organizationId: number;
}

interface Kept<T> {
  value: T;
  expires: number;
}

interface Audience {
  users: Map<number, Kept<Listener[]>>;
  visible: Map<string, Kept<readonly number[] | null>>;
}

const audiences = new WeakMap<FastifyInstance, Audience>();

function audienceOf(app: FastifyInstance): Audience {
  let audience = audiences.get(app);
  if (!audience) audiences.set(app, (audience = { users: new Map(), visible: new Map() }));
  return audience;
}

async function companyUsers(app: FastifyInstance, audience: Audience, companyId: number, now: number): Promise<Listener[]> {
  const kept = audience.users.get(companyId);
  if (kept && kept.expires > now) return kept.value;
  const rows = await app.db.selectFrom('users').select(['username', 'admin', 'company_id', 'organization_id']).where('company_id', '=', companyId).execute();
  const value = rows.map((row) => ({ username: row.username, admin: row.admin, companyId: row.company_id, organizationId: row.organization_id }));
  audience.users.set(companyId, { value, expires: now + AUDIENCE_TTL_SECONDS });
  return value;
}

async function visibleTo(app: FastifyInstance, audience: Audience, user: Listener, now: number): Promise<readonly number[] | null> {
  const key = `${user.companyId}:${user.username}`;
  const kept = audience.visible.get(key);
  if (kept && kept.expires > now) return kept.value;
  const value = await visibleOrganizations(app.db, user);
  audience.visible.set(key, { value, expires: now + AUDIENCE_TTL_SECONDS });
  return value;
}

/** Raises the 0003 of the live ones among `alarms`, for every instance to deliver. */
export async function broadcastAlarms(app: FastifyInstance, alarms: readonly BroadcastAlarm[]): Promise<void> {
  if (!app.socketEvents.mayHaveListeners()) return;
  const live = alarms.filter((alarm) => alarm.source === 'live');
  if (live.length) await app.socketEvents.publish({ kind: 'alarms', alarms: live });
}

/** Sends `alarms` (live ones) to this instance's sockets that may see them; returns the messages sent. */
export async function deliverAlarms(app: FastifyInstance, alarms: readonly BroadcastAlarm[]): Promise<number> {
  if (app.sockets.count() === 0) return 0;
  const byCompany = new Map<number, BroadcastAlarm[]>();
  for (const alarm of alarms) {
    let list = byCompany.get(alarm.company_id);
    if (!list) byCompany.set(alarm.company_id, (list = []));
    list.push(alarm);
  }
  const audience = audienceOf(app);
  const now = app.nowUnix();
  let sent = 0;
  for (const [companyId, list] of byCompany) {
    const listening = (await companyUsers(app, audience, companyId, now)).filter((user) => app.sockets.count(user.username) > 0);
    // serialized once, however many hear them
    const texts = new Map<BroadcastAlarm, SocketText>();
    const textOf = (alarm: BroadcastAlarm) => {
      let text = texts.get(alarm);
      if (text === undefined) texts.set(alarm, (text = socketText(alarmSocketMessage(alarm))));
      return text;
    };
    for (const user of listening) {
      const visible = await visibleTo(app, audience, user, now);
      const seen = list.filter((alarm) => seesOrganization(visible, alarm.organization_id)).map(textOf);
      sent += app.sockets.sendTexts(user.username, seen);
    }
  }
  return sent;
}

/** The 0103: no more than "ask your open count again" (src/lib/alarms.ts ALARM_CHANGE_SOCKET_EVENT). */
export const ALARM_CHANGE_MESSAGE = { event: ALARM_CHANGE_SOCKET_EVENT } as const;

/** Ids per `in (…)`: well under SQLite's bound-variable limit. */
const IDS_PER_QUERY = 500;

/** The organizations of changed alarms, by company: what a 0103 is about. */
export type AlarmChangeScope = Array<[companyId: number, organizations: Array<number | null>]>;

/** Raises one 0103 for each user who may see any of the alarms `ids`, for every instance to deliver. */
export async function broadcastAlarmChanges(app: FastifyInstance, ids: readonly number[]): Promise<void> {
  if (!ids.length || !app.socketEvents.mayHaveListeners()) return;
  // the organizations of the changed alarms, by company (an alarm's own, else its device's: scope.ts)
  const byCompany = new Map<number, Set<number | null>>();
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    const rows = await app.db
      .selectFrom('alarms')
      .innerJoin('devices', 'devices.id', 'alarms.device_id')
      .select((eb) => ['alarms.company_id', alarmOrganization(eb).as('organization_id')])
      .where('alarms.id', 'in', ids.slice(start, start + IDS_PER_QUERY))
      .distinct()
      .execute();
    for (const row of rows) {
      let organizations = byCompany.get(row.company_id);
      if (!organizations) byCompany.set(row.company_id, (organizations = new Set()));
      organizations.add(row.organization_id);
    }
  }
  if (byCompany.size)
    await app.socketEvents.publish({ kind: 'alarmChanges', companies: [...byCompany].map(([id, organizations]) => [id, [...organizations]]) });
}

/** Sends one 0103 to each user listening on this instance who sees any of `companies`' organizations; returns the messages sent. */
export async function deliverAlarmChanges(app: FastifyInstance, companies: AlarmChangeScope): Promise<number> {
  if (app.sockets.count() === 0) return 0;
  const audience = audienceOf(app);
  const now = app.nowUnix();
  let sent = 0;
  for (const [companyId, organizations] of companies) {
    const listening = (await companyUsers(app, audience, companyId, now)).filter((user) => app.sockets.count(user.username) > 0);
    for (const user of listening) {
      const visible = await visibleTo(app, audience, user, now);
      if (organizations.some((organization) => seesOrganization(visible, organization))) sent += app.sockets.broadcast(user.username, ALARM_CHANGE_MESSAGE);
    }
  }
  return sent;
}
