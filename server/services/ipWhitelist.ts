/**
 * The IP white list (issue 30 §4; the ipWhitelist entity, spec §3): a company with at least one
 * enabled entry accepts logins only from those addresses. The client's address is Fastify's
 * request.ip, which follows TRUST_PROXY (app.ts): behind a trusted proxy its X-Forwarded-For,
 * otherwise the socket's peer, so a client cannot name its own address. An IPv4 client reached
 * over IPv6 (::ffff:a.b.c.d) is its IPv4 address; another IPv6 client matches no entry (the
 * entries are IPv4, the schema's format).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const IP_WHITELIST_RESOURCE = 'ipWhitelist';

/** The address as the entries write it: an IPv4-mapped IPv6 address as plain IPv4. */
export function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip.trim());
  return mapped ? mapped[1]! : ip.trim();
}

interface Entry {
  ip?: unknown;
  enabled?: unknown;
}

/** The company's enabled addresses; empty when it has set none (then every address may log in). */
export async function whitelistOf(db: Kysely<Database>, companyId: number): Promise<string[]> {
  const rows = await db.selectFrom('records').select('data').where('resource', '=', IP_WHITELIST_RESOURCE).where('company_id', '=', companyId).execute();
  const entries = rows.map((row): Entry => {
    // JSON text on SQLite, jsonb (an object already) on PostgreSQL
    const data: unknown = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
    return data && typeof data === 'object' ? (data as Entry) : {};
  });
  // an entry without `enabled` counts: the form's checkbox unticked writes false
  return entries.filter((entry) => entry.enabled !== false && typeof entry.ip === 'string').map((entry) => plainAddress(entry.ip as string));
}

/** Whether a user of the company may log in from `ip`. */
export async function loginAllowedFrom(db: Kysely<Database>, companyId: number, ip: string): Promise<boolean> {
  const allowed = await whitelistOf(db, companyId);
  return allowed.length === 0 || allowed.includes(plainAddress(ip));
}
