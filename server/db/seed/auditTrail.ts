/**
 * The audit trail's first entries (issue 30 §1): the demo company's roles as the platform set
 * them up, so the Log info page has something to show before anyone writes. They are appended
 * like any entry (services/audit/recordAudit.ts), so the chain holds from the first. Once per
 * database (its own marker).
 */
import type { Kysely } from 'kysely';
import { recordAudit } from '../../services/audit/recordAudit';
import type { Database } from '../schema';

const MARKER = 'seed.auditTrail.version';

export async function seedAuditTrail(db: Kysely<Database>, nowUnix: number): Promise<boolean> {
  if (await db.selectFrom('settings').select('value').where('key', '=', MARKER).executeTakeFirst()) return false;
  await db.transaction().execute(async (trx) => {
    const roles = await trx.selectFrom('roles').select(['id', 'name', 'description', 'company_id']).orderBy('id').limit(4).execute();
    for (const role of roles) {
      await recordAudit(trx, {
        actor: null,
        companyId: role.company_id,
        ip: '',
        at: nowUnix,
        entity: 'role',
        recordId: role.id,
        action: 'create',
        changes: [
          { field: 'name', old: null, new: role.name },
          { field: 'description', old: null, new: role.description },
        ],
      });
    }
    await trx.insertInto('settings').values({ key: MARKER, value: '1' }).execute();
  });
  return true;
}
