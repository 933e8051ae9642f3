/**
 * /trialterms (issue 28 §5): POST /trialterms/convert/{companyId} ends a registered trial properly —
 * a platform administrator with the company tool's edit code (toolscompanyman_edit) converts a trial
 * company into a customer: its trial end and its device limit are cleared, in one transaction with
 * the audit trail's entry (entity 'company', action 'convertTrial'). Its users may write again at
 * once (plugins/trialTerms.ts reads the company at each write). Authentication (the guard), then
 * the permission, then the input: an unknown company answers 404, a company not in a trial changes
 * nothing and says so.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { actionCode } from '../../../src/lib/permissionCodes';
import { currentUser } from '../../plugins/guard';
import { recordAudit } from '../../services/audit/recordAudit';
import { roleHasOperation } from '../../services/menus';
import { isPlatformAdmin } from '../../services/resources/authority';

export const COMPANY_EDIT_CODE = actionCode('ToolsCompanyMan', 'edit');
/** no body is read: the company is in the path */
const BODY_LIMIT = 1024;

const idOf = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

export default async function trialterms(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { companyId: string } }>('/convert/:companyId', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const user = currentUser(request);
    if (!isPlatformAdmin(user) || !(await roleHasOperation(app.db, user.roleId, COMPANY_EDIT_CODE))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    const companyId = idOf(request.params.companyId);
    if (companyId === null) return reply.fail(ApiStatus.notFound, 'premiumCompanyNotFound');
    const now = app.nowUnix();
    const outcome = await app.db.transaction().execute(async (trx) => {
      const company = await trx.selectFrom('companies').select(['id', 'trial_ends_at', 'device_limit']).where('id', '=', companyId).executeTakeFirst();
      if (!company) return 'notFound' as const;
      if (company.trial_ends_at === null) return 'notInTrial' as const;
      await trx.updateTable('companies').set({ trial_ends_at: null, device_limit: null }).where('id', '=', companyId).execute();
      await recordAudit(trx, {
        actor: { id: user.id, username: user.username },
        // a company row is platform data: its entries are the platform's, as the company tool's edits are
        companyId: null,
        ip: request.ip,
        at: now,
        entity: 'company',
        recordId: companyId,
        action: 'convertTrial',
        changes: [
          { field: 'trialEndsAt', old: Number(company.trial_ends_at), new: null },
          { field: 'deviceLimit', old: company.device_limit, new: null },
        ],
      });
      return 'converted' as const;
    });
    if (outcome === 'notFound') return reply.fail(ApiStatus.notFound, 'premiumCompanyNotFound');
    if (outcome === 'notInTrial') return reply.fail(ApiStatus.failed, 'trialNotInTrial');
    request.log.info({ companyId }, 'trial converted');
    return reply.ok({ companyId, trialEndsAt: null }, 'trialConverted');
  });
}
