/**
 * The balance history (issue 13 §2 "Credit", /management/balancehistory): every deduction and
 * top-up of an account in a range, newest first, at most MAX_ROWS (spec §5) and the count.
 *
 * Whose rows: a company's own account (every row charged or topped up on it, whoever caused it:
 * a parent sees its shared children's deductions, named by `companyName`), and the rows the
 * company caused on another account (a shared child's alarms charged to its parent). A shared
 * child also sees its parent's top-ups, which explain the balance it spends; never the deductions
 * of the parent's other children.
 */
import { type Kysely } from 'kysely';
import type { PaidChannel } from '../../../../src/lib/alarms';
import type { BalanceChangeReason, BalanceHistoryRow, BalanceKind } from '../../../../src/lib/balance';
import { MAX_ROWS } from '../../../../src/lib/timeRange';
import type { Database } from '../../../db/schema';

export interface BalanceHistoryFilter {
  companyId: number;
  /** the account it draws from when that is another company's (a shared child's parent) */
  payerId: number;
  start: number;
  end: number;
  kind?: PaidChannel;
}

type History = ReturnType<typeof fromHistory>;
const fromHistory = (db: Kysely<Database>) => db.selectFrom('balance_history as h');

function withColumns(query: History) {
  return query
    .leftJoin('companies as c', 'c.id', 'h.source_company_id')
    .select(['h.id', 'h.kind', 'h.change', 'h.balance_after', 'h.reason', 'h.notification_id', 'h.actor_name', 'h.created_at', 'c.name as company_name']);
}

function toBalanceRow(row: Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>): BalanceHistoryRow {
  return {
    id: row.id,
    kind: row.kind as BalanceKind,
    change: row.change,
    balanceAfter: row.balance_after,
    reason: row.reason as BalanceChangeReason,
    companyName: row.company_name ?? '',
    notificationId: row.notification_id,
    actor: row.actor_name,
    createdAt: row.created_at,
  };
}

export async function balanceHistory(db: Kysely<Database>, filter: BalanceHistoryFilter): Promise<{ rows: BalanceHistoryRow[]; total: number }> {
  let query = fromHistory(db)
    .where((eb) =>
      eb.or([
        eb('h.company_id', '=', filter.companyId),
        eb('h.source_company_id', '=', filter.companyId),
        ...(filter.payerId !== filter.companyId ? [eb.and([eb('h.company_id', '=', filter.payerId), eb('h.reason', '=', 'topUp')])] : []),
      ]),
    )
    .where('h.created_at', '>=', filter.start)
    .where('h.created_at', '<=', filter.end);
  if (filter.kind) query = query.where('h.kind', '=', filter.kind);
  const [rows, count] = await Promise.all([
    withColumns(query).orderBy('h.created_at', 'desc').orderBy('h.id', 'desc').limit(MAX_ROWS + 1).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { rows: rows.map(toBalanceRow), total: Number(count?.n ?? 0) };
}

/** One row by id (a top-up's answer). */
export async function balanceRow(db: Kysely<Database>, id: number): Promise<BalanceHistoryRow | undefined> {
  const row = await withColumns(fromHistory(db).where('h.id', '=', id)).executeTakeFirst();
  return row && toBalanceRow(row);
}
