/**
 * The start-up warning of a demo deployment facing a network (issue 10 §6): listening beyond
 * loopback while a demo account keeps its published password, or the signing salts are the
 * public demo salts, lets anyone who reaches the port in.
 */
import type { Kysely } from 'kysely';
import type { SigningConfig } from '../../src/lib/signing';
import { DEFAULT_OPTIONS } from '../config';
import type { Database } from '../db/schema';
import { DEMO_ACCOUNTS } from '../db/seed/accounts';
import { verifyPassword } from './password';

/** Only this machine can connect: localhost, 127.0.0.0/8, ::1 (also IPv4-mapped). */
export function isLoopback(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || h === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(h);
}

/** Whether a salt is still a public demo salt: the console's request and chart salts, and the devices' salt when given. */
export function usesDemoSalts(signing: SigningConfig, deviceSigning?: SigningConfig): boolean {
  return (
    signing.salts.request === DEFAULT_OPTIONS.signSaltRequest ||
    signing.salts.chart === DEFAULT_OPTIONS.signSaltChart ||
    deviceSigning?.salts.request === DEFAULT_OPTIONS.signSaltDevice
  );
}

/** Demo accounts whose stored password is still the published one (scrypt: a few ms each). */
export async function accountsWithDemoPasswords(db: Kysely<Database>): Promise<string[]> {
  const names = DEMO_ACCOUNTS.map((account) => account.username);
  const rows = await db.selectFrom('users').select(['username', 'password_hash']).where('username', 'in', names).execute();
  const unchanged: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const row = rows.find((r) => r.username === account.username);
    if (row && (await verifyPassword(account.password, row.password_hash))) unchanged.push(account.username);
  }
  return unchanged;
}

export interface ExposureFacts {
  host: string;
  demoSalts: boolean;
  /** usernames that still log in with their published demo password */
  demoPasswords: readonly string[];
}

/** The banner to print, or null when the start is safe enough to stay quiet. */
export function exposureWarning({ host, demoSalts, demoPasswords }: ExposureFacts): string | null {
  if (isLoopback(host) || (!demoSalts && demoPasswords.length === 0)) return null;
  const line = '!'.repeat(78);
  const reasons = [
    ...(demoPasswords.length ? [`  - demo accounts keep their published passwords: ${demoPasswords.join(', ')}`] : []),
    ...(demoSalts ? ['  - the request/chart/device signing salts are the public demo salts (SIGN_SALT_REQUEST, SIGN_SALT_CHART, SIGN_SALT_DEVICE)'] : []),
  ];
  return [
    line,
    `WARNING: the platform listens on ${host}, reachable from other machines, while`,
    ...reasons,
    'Anyone who can reach this port can use them. Change those passwords and set both salts,',
    'or listen on loopback only (HOST=127.0.0.1, the default). A deployment without demo data:',
    'SEED_DEMO=false on a new DATA_DIR, then `npm run create-admin -- <username>`.',
    line,
  ].join('\n');
}
