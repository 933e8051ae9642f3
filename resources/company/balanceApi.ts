/**
 * The balance calls (issue 13 §2, src/lib/alarms.ts): the account of the user's company, a
 * top-up, and the balance history of a time range (at most 100 rows, spec §5). Silent: the pages
 * say what failed where it failed.
 */
import { api } from '../../src/api';
import type { PaidChannel } from '../../src/lib/alarms';
import type { AccountBalance, BalanceHistoryRow, TopUpBody } from '../../src/lib/balance';

export const BALANCE_PATH = '/balance';
/** Every balance query's key starts so: a top-up loads them all again. */
export const BALANCE_QUERY_KEY = 'balance';

export function fetchAccount(signal?: AbortSignal): Promise<AccountBalance> {
  return api.get<AccountBalance>(`${BALANCE_PATH}/account`, undefined, { silent: true, ...(signal ? { signal } : {}) });
}

export function topUp(body: TopUpBody): Promise<unknown> {
  return api.post(`${BALANCE_PATH}/topup`, body, undefined, { silent: true });
}

export interface BalanceHistoryQuery {
  /** unix seconds */
  start: number;
  end: number;
  /** both kinds when left out */
  kind?: PaidChannel;
}

/** The rows of a range; `truncated` with the server's message when there were more than it sends. */
export interface BalanceHistoryPage {
  list: BalanceHistoryRow[];
  total: number;
  truncated: boolean;
  message?: string;
}

export async function fetchHistory(query: BalanceHistoryQuery, signal?: AbortSignal): Promise<BalanceHistoryPage> {
  const params = { start: query.start, end: query.end, ...(query.kind ? { kind: query.kind } : {}) };
  const answer = await api.get<BalanceHistoryPage | BalanceHistoryRow[]>(`${BALANCE_PATH}/history`, params, { silent: true, ...(signal ? { signal } : {}) });
  // the rows alone are a page that was not cut
  return Array.isArray(answer) ? { list: answer, total: answer.length, truncated: false } : answer;
}
