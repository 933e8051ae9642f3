/**
 * /premiumservices (issue 30 §2; page /management/premiumservices): the companies' premium
 * services — data backup, data interface (docking), TV show — and their states (spec §4).
 * - GET /premiumservices: sales (a platform user — of the platform operator's company, the company
 *   of the platform administrators, admin value 0 — with the page's activation code
 *   managementpremiumservices_edit) see every company; anyone else with the page, their own.
 * - POST /premiumservices/{companyId}/{service} { action: subscribe | trial | cancel }: sales only;
 *   a customer's attempt is refused with the "contact sales" message (spec §6), whatever it sends.
 * - GET /premiumservices/backups: the company's backup files (dataBackup jobs), newest first.
 * - GET /premiumservices/backups/{id}/file: one of them while it is done and not expired (spec §9).
 * - GET /premiumservices/tvshow: the TV show's board, only while the company's service is active.
 * Authentication (the guard), then the permission, then the input.
 */
import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import type { KeepDays } from '../../../src/lib/downloads';
import { actionCode } from '../../../src/lib/permissionCodes';
import { PREMIUM_PAGE, PREMIUM_SERVICES, type BackupFile, type PremiumService, type PremiumServicesList } from '../../../src/lib/premium';
import { currentUser } from '../../plugins/guard';
import { attachmentDisposition } from '../../services/downloads/disposition';
import { filePath } from '../../services/downloads/jobFiles';
import { compileForm } from '../../services/formSchema';
import { roleHasOperation } from '../../services/menus';
import { CONTENT_TYPES } from '../../services/readings/export';
import { isPlatformAdmin, PLATFORM_ADMIN } from '../../services/resources/authority';
import { applyAction, companyServices, serviceStatus } from '../../services/premium/services';
import { tvShowBoard } from '../../services/premium/tvShow';
import type { AuthUser } from '../../services/users';
import { requirePage } from '../alarm/access';
import actionBody from './action.body.json';

export const ACTIVATE_CODE = actionCode(PREMIUM_PAGE, 'edit');
export const BACKUP_PAGES = [PREMIUM_PAGE, 'ManagementDataBackup'] as const;
/** an action is one word */
const ACTION_BODY_LIMIT = 1024;
const BACKUP_LIST_LIMIT = 100;

const idOf = (raw: string): number | null => (/^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null);
const isService = (raw: string): raw is PremiumService => (PREMIUM_SERVICES as readonly string[]).includes(raw);

export default async function premiumservices(app: FastifyInstance): Promise<void> {
  const actionForm = compileForm<{ action: 'subscribe' | 'trial' | 'cancel' }>(app.resources, actionBody);
  /** a user of the platform operator's company: a platform administrator, or a user of a company that has one */
  const isPlatformUser = async (user: AuthUser) =>
    isPlatformAdmin(user) ||
    (await app.db.selectFrom('users').select('id').where('company_id', '=', user.companyId).where('admin', '=', PLATFORM_ADMIN).executeTakeFirst()) !== undefined;
  const isSales = async (user: AuthUser) => (await isPlatformUser(user)) && (await roleHasOperation(app.db, user.roleId, ACTIVATE_CODE));

  app.get('/', { preHandler: requirePage([PREMIUM_PAGE]) }, async (request, reply) => {
    const user = currentUser(request);
    const canActivate = await isSales(user);
    const answer: PremiumServicesList = { canActivate, ownCompanyId: user.companyId, companies: await companyServices(app.db, canActivate ? null : [user.companyId]) };
    return reply.ok(answer);
  });

  app.post<{ Params: { companyId: string; service: string } }>(
    '/:companyId/:service',
    { bodyLimit: ACTION_BODY_LIMIT, preHandler: requirePage([PREMIUM_PAGE]) },
    async (request, reply) => {
      const user = currentUser(request);
      // spec §6: premium services need sales' activation; a customer is told to contact sales
      if (!(await isPlatformUser(user))) return reply.fail(ApiStatus.forbidden, 'premiumContactSales');
      if (!(await roleHasOperation(app.db, user.roleId, ACTIVATE_CODE))) return reply.fail(ApiStatus.forbidden, 'forbidden');
      const companyId = idOf(request.params.companyId);
      const { service } = request.params;
      const { valid, issues } = actionForm.parse(request.form);
      const pathIssues = {
        ...(companyId === null ? { companyId: { key: 'validation.invalid' } } : {}),
        ...(isService(service) ? {} : { service: { key: 'validation.enum' } }),
      };
      if (!valid || companyId === null || !isService(service)) return reply.invalid({ ...issues, ...pathIssues });
      const outcome = await applyAction(app.db, { companyId, service, action: valid.action, by: user.username }, app.nowUnix(), { actor: { id: user.id, username: user.username }, ip: request.ip });
      if (outcome === 'companyNotFound') return reply.fail(ApiStatus.notFound, 'premiumCompanyNotFound');
      if (outcome === 'trialUsed') return reply.fail(ApiStatus.failed, 'premiumTrialUsed');
      if (outcome === 'alreadySubscribed') return reply.fail(ApiStatus.failed, 'premiumAlreadySubscribed');
      request.log.info({ companyId, service, action: valid.action }, 'premium service changed');
      return reply.ok(await serviceStatus(app.db, companyId, service));
    },
  );

  app.get('/backups', { preHandler: requirePage(BACKUP_PAGES) }, async (request, reply) => {
    const user = currentUser(request);
    const now = app.nowUnix();
    const rows = await app.db
      .selectFrom('download_jobs')
      .selectAll()
      .where('company_id', '=', user.companyId)
      .where('kind', '=', 'dataBackup')
      .orderBy('id', 'desc')
      .limit(BACKUP_LIST_LIMIT)
      .execute();
    const list: BackupFile[] = rows.map((row) => {
      const params = JSON.parse(row.params) as { configId?: number | null };
      return {
        id: row.id,
        configId: params.configId ?? null,
        title: row.title,
        state: row.state,
        fileName: row.file_name,
        fileSize: row.file_size,
        keepDays: row.keep_days as KeepDays,
        createdAt: Number(row.created_at),
        expiresAt: Number(row.expires_at),
        expired: Number(row.expires_at) <= now,
      };
    });
    return reply.ok({ service: await serviceStatus(app.db, user.companyId, 'backup'), list });
  });

  app.get<{ Params: { id: string } }>('/backups/:id/file', { preHandler: requirePage(BACKUP_PAGES) }, async (request, reply) => {
    const user = currentUser(request);
    const id = idOf(request.params.id);
    if (id === null) return reply.invalid({ id: { key: 'validation.invalid' } });
    const row = await app.db
      .selectFrom('download_jobs')
      .selectAll()
      .where('id', '=', id)
      .where('company_id', '=', user.companyId)
      .where('kind', '=', 'dataBackup')
      .executeTakeFirst();
    if (!row || row.state !== 'done' || !row.file_path || !row.file_name || Number(row.expires_at) <= app.nowUnix()) {
      return reply.fail(ApiStatus.notFound, 'backupFileNotFound');
    }
    const stream = createReadStream(filePath(app.downloads.dir, row.file_path));
    const opened = await new Promise<boolean>((resolve) => stream.once('open', () => resolve(true)).once('error', () => resolve(false)));
    if (!opened) return reply.fail(ApiStatus.notFound, 'backupFileNotFound');
    const format = row.file_name.endsWith('.csv') ? 'csv' : 'xlsx';
    return reply
      .header('content-disposition', attachmentDisposition(row.file_name))
      .header('cache-control', 'no-store')
      .header('content-length', row.file_size ?? 0)
      .type(CONTENT_TYPES[format])
      .send(stream);
  });

  app.get('/tvshow', { preHandler: requirePage([PREMIUM_PAGE]) }, async (request, reply) => {
    const user = currentUser(request);
    const status = await serviceStatus(app.db, user.companyId, 'tvshow');
    const now = app.nowUnix();
    const active = status?.state === 1 || (status?.state === 2 && (status.trialEndsAt ?? 0) > now);
    if (!active) return reply.fail(ApiStatus.forbidden, 'premiumNotActive');
    return reply.ok(await tvShowBoard(app.db, user, now));
  });
}
