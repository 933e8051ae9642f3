/** /renewalnotice: the renewal dialog shows until the user marks the latest notice read. */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { currentUser } from '../../plugins/guard';

async function latestNotice(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('renewal_notices')
    .select('id')
    .where('company_id', '=', companyId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Devices of the company whose service has run out, counted now rather than when the notice was written. */
async function expiredDevices(db: Kysely<Database>, companyId: number, nowUnix: number): Promise<number> {
  const row = await db
    .selectFrom('devices')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('company_id', '=', companyId)
    .where('expire_date', '<', nowUnix)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export default async function renewalnotice(app: FastifyInstance): Promise<void> {
  app.get('/web', async (request, reply) => {
    const user = currentUser(request);
    const notice = await latestNotice(app.db, user.companyId);
    if (!notice) return reply.ok({ IsShow: false, DeviceExpiredNum: 0 });
    const read = await app.db
      .selectFrom('renewal_reads')
      .select('read_at')
      .where('notice_id', '=', notice.id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    return reply.ok({ IsShow: read === undefined, DeviceExpiredNum: await expiredDevices(app.db, user.companyId, app.nowUnix()) });
  });

  app.put('/read', async (request, reply) => {
    const user = currentUser(request);
    const notice = await latestNotice(app.db, user.companyId);
    if (notice) {
      await app.db
        .insertInto('renewal_reads')
        .values({ notice_id: notice.id, user_id: user.id, read_at: app.nowUnix() })
        .onConflict((oc) => oc.columns(['notice_id', 'user_id']).doNothing())
        .execute();
    }
    return reply.ok(null);
  });
}
