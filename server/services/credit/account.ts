/**
 * Whose credit a company spends (spec §3 Company, §6): an independent company its own; a company
 * with settlement 'shared' and a parent its parent's, and such an account cannot top up on its
 * own. A shared company without a parent has nobody to draw from, so it is its own payer (the
 * seeded demo company is 'shared' with no parent) and may top up.
 */
import type { Kysely } from 'kysely';
import type { PaidChannel } from '../../../src/lib/alarms';
import type { Database } from '../../db/schema';

export type Settlement = 'shared' | 'independent';

/** The column of `companies` that holds a channel's credit. */
export const BALANCE_COLUMN = { sms: 'sms_balance', voice: 'voice_balance' } as const satisfies Record<PaidChannel, string>;

export interface CreditPayer {
  companyId: number;
  settlement: Settlement;
  /** the company charged: the parent of a shared company, else the company itself */
  payerId: number;
  /** false for a shared company that draws from its parent (spec §6: it cannot top up on its own) */
  canTopUp: boolean;
}

/** null when the company does not exist. */
export async function creditPayer(db: Kysely<Database>, companyId: number): Promise<CreditPayer | null> {
  const company = await db.selectFrom('companies').select(['id', 'settlement', 'parent_id']).where('id', '=', companyId).executeTakeFirst();
  if (!company) return null;
  const settlement: Settlement = company.settlement === 'shared' ? 'shared' : 'independent';
  const drawsFromParent = settlement === 'shared' && company.parent_id !== null && company.parent_id !== company.id;
  return { companyId, settlement, payerId: drawsFromParent ? company.parent_id! : company.id, canTopUp: !drawsFromParent };
}

/** A company's account as the balance page shows it (src/lib/alarms.ts AccountBalance, plus the company's id). */
export interface CreditAccount {
  companyId: number;
  settlement: Settlement;
  /** the payer's balances: what this company can spend */
  sms: number;
  voice: number;
  payer: { id: number; name: string };
  /** whether the settlement lets this company top up; the routes add who may (the platform administrator) */
  canTopUp: boolean;
}

/** null when the company (or its payer) does not exist. */
export async function accountBalance(db: Kysely<Database>, companyId: number): Promise<CreditAccount | null> {
  const payer = await creditPayer(db, companyId);
  if (!payer) return null;
  const row = await db.selectFrom('companies').select(['id', 'name', 'sms_balance', 'voice_balance']).where('id', '=', payer.payerId).executeTakeFirst();
  if (!row) return null;
  return {
    companyId,
    settlement: payer.settlement,
    sms: row.sms_balance,
    voice: row.voice_balance,
    payer: { id: row.id, name: row.name },
    canTopUp: payer.canTopUp,
  };
}
