/**
 * /dashboard: the home page's figures, counted by SQL for the user's company. The open alarms are
 * the ones the user may see (issue 26 §1: the alarm history's rule, services/alarms/queries/scope.ts),
 * as the history the figure opens lists them and as the 0103 that refreshes it reaches the user.
 */
import type { FastifyInstance } from 'fastify';
import type { Expression, Kysely, SqlBool } from 'kysely';
import type { DashboardSummary } from '../../../src/lib/contract';
import { expiringSoonLimit } from '../../../src/lib/expiry';
import type { Database } from '../../db/schema';
import { currentUser } from '../../plugins/guard';
import { scopedAlarms } from '../../services/alarms/queries/alarmRows';
import { alarmScope, type AlarmScope } from '../../services/alarms/queries/scope';

/** SQLite answers numbers, PostgreSQL answers count/sum as strings (bigint); null for sum of nothing. */
const toCount = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

export async function dashboardSummary(db: Kysely<Database>, scope: AlarmScope, nowUnix: number): Promise<DashboardSummary> {
  const { companyId } = scope;
  const until = expiringSoonLimit(nowUnix);
  const [devices, alarms, waybills] = await Promise.all([
    db
      .selectFrom('devices')
      .where('company_id', '=', companyId)
      .select((eb) => {
        const count = (condition: Array<Expression<SqlBool>>) => eb.fn.sum<number | null>(eb.case().when(eb.and(condition)).then(1).else(0).end());
        return [
          eb.fn.countAll<number>().as('total'),
          count([eb('online', '=', 1)]).as('online'),
          count([eb('online', '=', 0)]).as('offline'),
          count([eb('expire_date', '>=', nowUnix), eb('expire_date', '<', until)]).as('expiring'),
          count([eb('expire_date', '<', nowUnix)]).as('expired'),
        ];
      })
      .executeTakeFirstOrThrow(),
    scopedAlarms(db, scope)
      .where('alarms.status', '=', 'open')
      .select((eb) => eb.fn.countAll<number>().as('open'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('waybills')
      .where('company_id', '=', companyId)
      .where('status', '=', 2) // in transit (spec §3 Waybill statuses)
      .select((eb) => eb.fn.countAll<number>().as('inTransit'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    devices: {
      total: toCount(devices.total),
      online: toCount(devices.online),
      offline: toCount(devices.offline),
      expiring: toCount(devices.expiring),
      expired: toCount(devices.expired),
    },
    alarms: { open: toCount(alarms.open) },
    waybills: { inTransit: toCount(waybills.inTransit) },
  };
}

export default async function dashboard(app: FastifyInstance): Promise<void> {
  app.get('/summary', async (request, reply) => {
    const user = currentUser(request);
    return reply.ok(await dashboardSummary(app.db, await alarmScope(app.db, user), app.nowUnix()));
  });
}
