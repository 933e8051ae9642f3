/**
 * The orders page (issue 30 §3, /management/order): recharge orders and device renewal orders in
 * one list, newest first. A company sees its own orders and the renewals it paid for a shared
 * child; the platform (companyId undefined) sees every company's. Each kind is read with at most
 * offset + limit rows, so a page of the merge is exact without reading every order.
 */
import { sql, type Kysely } from 'kysely';
import type { OrderPage, OrderRow, OrderState, OrderType } from '../../../src/lib/recharge';
import type { Database } from '../../db/schema';

export interface OrderQuery {
  /** the caller's company; undefined: every company (the platform) */
  scopeCompanyId?: number;
  /** the platform's filter on one company */
  companyId?: number;
  type?: OrderType;
  state?: OrderState;
  offset: number;
  limit: number;
  /** unix seconds: a pending renewal past its expiry reads 'expired' */
  now: number;
}

function rechargeQuery(db: Kysely<Database>, query: OrderQuery) {
  let q = db.selectFrom('recharge_orders as o').innerJoin('companies as c', 'c.id', 'o.company_id');
  if (query.scopeCompanyId !== undefined) q = q.where('o.company_id', '=', query.scopeCompanyId);
  if (query.companyId !== undefined) q = q.where('o.company_id', '=', query.companyId);
  // every recharge is paid at once
  if (query.state && query.state !== 'paid') q = q.where(sql<boolean>`1 = 0`);
  return q;
}

function renewalQuery(db: Kysely<Database>, query: OrderQuery) {
  let q = db
    .selectFrom('renewal_orders as o')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .innerJoin('companies as p', 'p.id', 'o.payer_id')
    .leftJoin('users as u', 'u.id', 'o.user_id');
  const scope = query.scopeCompanyId;
  if (scope !== undefined) q = q.where((eb) => eb.or([eb('o.company_id', '=', scope), eb('o.payer_id', '=', scope)]));
  if (query.companyId !== undefined) q = q.where('o.company_id', '=', query.companyId);
  if (query.state === 'paid') q = q.where('o.state', '=', 'paid');
  if (query.state === 'pending') q = q.where('o.state', '=', 'pending').where('o.expires_at', '>', query.now);
  if (query.state === 'expired') q = q.where('o.state', '=', 'pending').where('o.expires_at', '<=', query.now);
  return q;
}

async function recharges(db: Kysely<Database>, query: OrderQuery, take: number): Promise<OrderRow[]> {
  const rows = await rechargeQuery(db, query)
    .select(['o.id', 'o.kind', 'o.amount', 'o.state', 'o.actor_name', 'o.created_at', 'c.id as company_id', 'c.name as company_name'])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(take)
    .execute();
  return rows.map((r) => {
    const company = { id: r.company_id, name: r.company_name };
    return {
      key: `recharge-${r.id}`,
      type: 'recharge',
      id: r.id,
      state: 'paid',
      amount: Number(r.amount),
      unit: r.kind === 'voice' ? 'voice' : 'sms',
      company,
      payer: company,
      method: 'recharge',
      actor: r.actor_name,
      createdAt: Number(r.created_at),
      paidAt: Number(r.created_at),
    };
  });
}

async function renewals(db: Kysely<Database>, query: OrderQuery, take: number): Promise<OrderRow[]> {
  const rows = await renewalQuery(db, query)
    .select(['o.id', 'o.amount', 'o.state', 'o.method', 'o.created_at', 'o.expires_at', 'o.paid_at', 'c.id as company_id', 'c.name as company_name', 'p.id as payer_id', 'p.name as payer_name', 'u.username'])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(take)
    .execute();
  return rows.map((r) => ({
    key: `renewal-${r.id}`,
    type: 'renewal',
    id: r.id,
    state: r.state === 'paid' ? 'paid' : Number(r.expires_at) <= query.now ? 'expired' : 'pending',
    amount: Number(r.amount),
    unit: 'funds',
    company: { id: r.company_id, name: r.company_name },
    payer: { id: r.payer_id, name: r.payer_name },
    method: r.method,
    actor: r.username ?? '',
    createdAt: Number(r.created_at),
    paidAt: r.paid_at === null ? null : Number(r.paid_at),
  }));
}

async function rechargeCount(db: Kysely<Database>, query: OrderQuery): Promise<number> {
  const row = await rechargeQuery(db, query).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function renewalCount(db: Kysely<Database>, query: OrderQuery): Promise<number> {
  const row = await renewalQuery(db, query).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function listOrders(db: Kysely<Database>, query: OrderQuery): Promise<OrderPage> {
  const take = query.offset + query.limit;
  const wantRecharge = query.type !== 'renewal';
  const wantRenewal = query.type !== 'recharge';
  const merged = [...(wantRecharge ? await recharges(db, query, take) : []), ...(wantRenewal ? await renewals(db, query, take) : [])].sort(
    (a, b) => b.createdAt - a.createdAt || b.id - a.id || a.type.localeCompare(b.type),
  );
  const total = (wantRecharge ? await rechargeCount(db, query) : 0) + (wantRenewal ? await renewalCount(db, query) : 0);
  return { list: merged.slice(query.offset, take), total };
}
