/**
 * The renewal notice settings sent (issue 28 §3; schemas/expirationReminder.schema.json): each
 * enabled expiration reminder e-mails its receivers one message listing its organization's devices
 * whose service expires within `leadDays`, or ran out in the last RECENTLY_EXPIRED_DAYS, with the
 * link to the device renewal page.
 * - Whose devices: the reminder's organization and its sub-organizations, except a
 *   sub-organization with a reminder of its own (enabled or not), which then governs its subtree:
 *   each device has at most one reminder, so no device is announced twice by two reminders.
 * - Once per expiry: the device and its expiry date are recorded (expiration_reminded, migration
 *   040) in the transaction that queues the e-mails, before any provider is called (the notifier
 *   sends the queued rows later). A device already recorded for that date is left out; a second
 *   instance ticking at the same time finds the primary key taken and sends nothing for it. A
 *   renewal moves the expiry date, so the next lead time reminds again.
 * - Receivers are users of the reminder's company, checked again here (a user moved or deleted
 *   since the reminder was saved is skipped); a user without an e-mail gets an 'unsent' row
 *   'noAddress', as the alarm receivers do (alarms/notify/emailReceivers.ts).
 * The text is in the platform's language (DEFAULT_LANGUAGE), as the calibration reminders'.
 * The job runs under its lease (plugins/expirationReminders.ts): with several instances one sends.
 */
import type { Kysely, Transaction } from 'kysely';
import { interpolate, lookup } from '../../../src/lib/validation/translate';
import type { Database } from '../../db/schema';
import { DEFAULT_LANGUAGE, type Language } from '../../messages';
import { queueEmail } from '../alarms/notify/emailReceivers';
import { localTime } from '../readings/export';
import { LOCALES } from '../resources/translate';

const DAY = 86_400;
/** a device that ran out at most this long ago is still "newly expired" (a reminder saved late, a job that was down) */
export const RECENTLY_EXPIRED_DAYS = 30;
/** the devices named in the message; the rest are counted */
export const LISTED_DEVICES = 5;
/** the console page the message sends the receivers to */
export const RENEWAL_PAGE_PATH = '/device/renewal';

export interface ReminderRow {
  id: number;
  company_id: number;
  organization_id: number;
  receiver_ids: string;
  lead_days: number;
  enabled: number;
}

export interface DueDevice {
  id: number;
  number: string;
  name: string;
  organization_id: number;
  expire_date: number;
}

/** What one tick sent: per reminder, the devices it announced and the notification rows it queued. */
export interface ReminderSent {
  reminderId: number;
  deviceIds: number[];
  notificationIds: number[];
}

type Text = (key: string, params?: Record<string, string | number>) => string;

function reminderText(lang: Language): Text {
  return (key, params) => {
    const full = `resources.renewalnotice.mail.${key}`;
    const text = lookup(LOCALES[lang], full) ?? lookup(LOCALES.en, full);
    return text === undefined ? full : interpolate(text, params);
  };
}

/** organization id → the reminder that governs it: its own, else its nearest ancestor's. */
export function governingReminders(organizations: ReadonlyArray<{ id: number; parent_id: number | null }>, reminders: readonly ReminderRow[]): Map<number, ReminderRow> {
  const parentOf = new Map(organizations.map((o) => [o.id, o.parent_id]));
  const own = new Map(reminders.map((r) => [r.organization_id, r]));
  const governed = new Map<number, ReminderRow>();
  for (const { id } of organizations) {
    let current: number | null | undefined = id;
    const seen = new Set<number>();
    // a cycle cannot be stored (organizationHooks), but a loop must never hang the job
    while (current !== null && current !== undefined && !seen.has(current)) {
      seen.add(current);
      const reminder = own.get(current);
      if (reminder) {
        governed.set(id, reminder);
        break;
      }
      current = parentOf.get(current);
    }
  }
  return governed;
}

/** Whether a device expiring at `expireDate` is in the reminder's window at `nowUnix`. */
export function inWindow(expireDate: number, leadDays: number, nowUnix: number): boolean {
  return expireDate <= nowUnix + leadDays * DAY && expireDate > nowUnix - RECENTLY_EXPIRED_DAYS * DAY;
}

function receiverIds(raw: string): number[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** The message: the organization, the count, the earliest devices with their dates, the renewal page. */
export function reminderMessage(organization: string, devices: readonly DueDevice[], nowUnix: number, utcOffsetMinutes: number, lang: Language = DEFAULT_LANGUAGE): string {
  const t = reminderText(lang);
  const sorted = [...devices].sort((a, b) => a.expire_date - b.expire_date || a.id - b.id);
  const day = (ts: number) => localTime(ts, utcOffsetMinutes).slice(0, 10);
  const listed = sorted.slice(0, LISTED_DEVICES).map((d) => t(d.expire_date <= nowUnix ? 'expired' : 'expires', { name: d.name, number: d.number, date: day(d.expire_date) }));
  const rest = sorted.length - listed.length;
  const list = listed.join(t('separator')) + (rest > 0 ? t('more', { count: rest }) : '');
  return t('body', { organization, count: sorted.length, date: day(sorted[0]!.expire_date), list, link: RENEWAL_PAGE_PATH });
}

/** One e-mail row per receiver of the company, queued for the notifier's e-mail provider; answers their ids. */
async function queueEmails(trx: Transaction<Database>, companyId: number, userIds: readonly number[], text: string, nowUnix: number): Promise<number[]> {
  if (!userIds.length) return [];
  const users = await trx.selectFrom('users').select(['id', 'username', 'realname', 'email']).where('company_id', '=', companyId).where('id', 'in', [...userIds]).orderBy('id').execute();
  const ids: number[] = [];
  for (const user of users) {
    // receiverId names an alarm receiver; these are users
    ids.push(await queueEmail(trx, { companyId, receiverId: null, receiverName: user.realname || user.username, address: user.email, text }, nowUnix));
  }
  return ids;
}

/** One reminder's due devices: records them (those not recorded yet) and queues the e-mails, in one transaction. */
async function sendOne(db: Kysely<Database>, reminder: ReminderRow, organization: string, devices: readonly DueDevice[], nowUnix: number, utcOffsetMinutes: number): Promise<ReminderSent | null> {
  return db.transaction().execute(async (trx) => {
    const fresh: DueDevice[] = [];
    for (const device of devices) {
      // recorded first: another instance's tick that recorded it meanwhile wins, and this one leaves it out
      const inserted = await trx
        .insertInto('expiration_reminded')
        .values({ device_id: device.id, expire_date: device.expire_date, company_id: reminder.company_id, reminder_id: reminder.id, reminded_at: nowUnix })
        .onConflict((oc) => oc.columns(['device_id', 'expire_date']).doNothing())
        .returning('device_id')
        .executeTakeFirst();
      if (inserted) fresh.push(device);
    }
    if (!fresh.length) return null;
    const text = reminderMessage(organization, fresh, nowUnix, utcOffsetMinutes);
    const notificationIds = await queueEmails(trx, reminder.company_id, receiverIds(reminder.receiver_ids), text, nowUnix);
    return { reminderId: reminder.id, deviceIds: fresh.map((d) => d.id), notificationIds };
  });
}

/** Every enabled reminder's devices due and not reminded of their expiry date yet: e-mailed once. */
export async function sendExpirationReminders(db: Kysely<Database>, nowUnix: number, utcOffsetMinutes: number): Promise<ReminderSent[]> {
  const reminders = await db.selectFrom('expiration_reminders').select(['id', 'company_id', 'organization_id', 'receiver_ids', 'lead_days', 'enabled']).orderBy('id').execute();
  const byCompany = new Map<number, ReminderRow[]>();
  for (const reminder of reminders) byCompany.set(reminder.company_id, [...(byCompany.get(reminder.company_id) ?? []), reminder]);
  const sent: ReminderSent[] = [];
  for (const [companyId, own] of byCompany) {
    const enabled = own.filter((r) => r.enabled === 1);
    if (!enabled.length) continue;
    const longest = Math.max(...enabled.map((r) => r.lead_days));
    const devices = await db
      .selectFrom('devices')
      .leftJoin('expiration_reminded', (join) => join.onRef('expiration_reminded.device_id', '=', 'devices.id').onRef('expiration_reminded.expire_date', '=', 'devices.expire_date'))
      .select(['devices.id', 'devices.number', 'devices.name', 'devices.organization_id', 'devices.expire_date'])
      .where('devices.company_id', '=', companyId)
      .where('devices.expire_date', '<=', nowUnix + longest * DAY)
      .where('devices.expire_date', '>', nowUnix - RECENTLY_EXPIRED_DAYS * DAY)
      .where('expiration_reminded.device_id', 'is', null)
      .orderBy('devices.expire_date')
      .orderBy('devices.id')
      .execute();
    if (!devices.length) continue;
    const organizations = await db.selectFrom('organizations').select(['id', 'parent_id', 'name']).where('company_id', '=', companyId).execute();
    const governed = governingReminders(organizations, own);
    const names = new Map(organizations.map((o) => [o.id, o.name]));
    for (const reminder of enabled) {
      const due = devices
        .map((d) => ({ ...d, expire_date: Number(d.expire_date) }))
        .filter((d) => governed.get(d.organization_id)?.id === reminder.id && inWindow(d.expire_date, reminder.lead_days, nowUnix));
      if (!due.length) continue;
      const result = await sendOne(db, reminder, names.get(reminder.organization_id) ?? '', due, nowUnix, utcOffsetMinutes);
      if (result) sent.push(result);
    }
  }
  return sent;
}
