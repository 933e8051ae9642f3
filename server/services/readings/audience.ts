/**
 * Who is told about a device over the socket: the users of the device's company (a user sees
 * only its own company's devices). `tellCompanies` raises the events once through
 * `app.socketEvents` (services/socketEvents.ts); every instance then delivers them to its own
 * sockets (`deliverToCompanies`). The usernames are looked up per company, by an instance with
 * sockets open, and kept for a short while, since a fleet reporting every few seconds would
 * otherwise ask for them on every batch. A socket whose console has no page showing readings open
 * said so (src/lib/socketSubscription.ts), and is not sent them.
 */
import type { FastifyInstance } from 'fastify';
import type { DeviceStateEvent, ReadingEvent } from '../../../src/lib/readings';
import { socketText } from '../broadcaster';

/** What a company's users are told of its devices. */
export type CompanyMessage = ReadingEvent | DeviceStateEvent;

/** Seconds a company's usernames are kept: a new user's socket hears its devices this much later at worst. */
export const AUDIENCE_TTL_SECONDS = 30;

interface Entry {
  usernames: readonly string[];
  expires: number;
}

const caches = new WeakMap<FastifyInstance, Map<number, Entry>>();

export async function companyUsernames(app: FastifyInstance, companyId: number): Promise<readonly string[]> {
  let cache = caches.get(app);
  if (!cache) caches.set(app, (cache = new Map()));
  const now = app.nowUnix();
  const cached = cache.get(companyId);
  if (cached && cached.expires > now) return cached.usernames;
  const rows = await app.db.selectFrom('users').select('username').where('company_id', '=', companyId).execute();
  const usernames = rows.map((row) => row.username);
  cache.set(companyId, { usernames, expires: now + AUDIENCE_TTL_SECONDS });
  return usernames;
}

/** Raises each company's messages (0101, 0102) for every instance to deliver. */
export async function tellCompanies(app: FastifyInstance, messages: ReadonlyArray<{ companyId: number; message: CompanyMessage }>): Promise<void> {
  if (!messages.length || !app.socketEvents.mayHaveListeners()) return;
  await app.socketEvents.publish({ kind: 'companies', messages: [...messages] });
}

/** Sends each company's messages to this instance's open sockets of its users; nothing is looked up when none is open. */
export async function deliverToCompanies(app: FastifyInstance, messages: ReadonlyArray<{ companyId: number; message: CompanyMessage }>): Promise<void> {
  if (!messages.length || app.sockets.count() === 0) return;
  const byCompany = new Map<number, CompanyMessage[]>();
  for (const { companyId, message } of messages) {
    let list = byCompany.get(companyId);
    if (!list) byCompany.set(companyId, (list = []));
    list.push(message);
  }
  for (const [companyId, list] of byCompany) {
    const listening = (await companyUsernames(app, companyId)).filter((username) => app.sockets.count(username) > 0);
    if (!listening.length) continue;
    // serialized once, however many hear them
    const texts = list.map(socketText);
    for (const username of listening) app.sockets.sendTexts(username, texts);
  }
}
