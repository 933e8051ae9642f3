/**
 * GET /order (issue 30 §3, the /management/order page): recharge and renewal orders with their
 * state, amount and payer, newest first. Needs the page. Company scope: a company's users see
 * their own company's orders (and the renewals it paid for a shared child); the platform sees
 * every company's and may filter on one. An unknown parameter is refused, naming it.
 */
import type { FastifyInstance } from 'fastify';
import type { OrderState, OrderType } from '../../../src/lib/recharge';
import { currentUser } from '../../plugins/guard';
import { compileForm } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import { listOrders } from '../../services/money/orders';
import { isPlatformAdmin } from '../../services/resources/authority';
import { requirePage } from '../alarm/access';
import orderQuery from './order.query.json';

export const ORDER_PAGES = ['ManagementOrder'] as const;

interface OrderQueryFields {
  type?: OrderType;
  state?: OrderState;
  companyId?: number;
  page?: number;
  perPage?: number;
}

export default async function order(app: FastifyInstance): Promise<void> {
  const form = compileForm<OrderQueryFields>(app.resources, orderQuery);
  const known = new Set(Object.keys(orderQuery.properties));

  app.get<{ Querystring: FormFields }>('/', { preHandler: requirePage(ORDER_PAGES) }, async (request, reply) => {
    const extra = Object.keys(request.query ?? {}).filter((name) => !known.has(name));
    if (extra.length) return reply.invalid(Object.fromEntries(extra.map((name) => [name, { key: 'validation.additionalProperties' }])));
    const { valid, issues } = form.parse(request.query);
    if (!valid) return reply.invalid(issues);
    const user = currentUser(request);
    const platform = isPlatformAdmin(user);
    const perPage = valid.perPage ?? 20;
    return reply.ok(
      await listOrders(app.db, {
        ...(platform ? {} : { scopeCompanyId: user.companyId }),
        ...(platform && valid.companyId !== undefined ? { companyId: valid.companyId } : {}),
        ...(valid.type ? { type: valid.type } : {}),
        ...(valid.state ? { state: valid.state } : {}),
        offset: ((valid.page ?? 1) - 1) * perPage,
        limit: perPage,
        now: app.nowUnix(),
      }),
    );
  });
}
