/**
 * The platform switches (issue 30 §5):
 * - GET /platformswitch/current: for every signed-in user, the banner in force (in the asker's
 *   language) and whether read-only mode is on; the console's layout shows both.
 * - GET, PUT /platformswitch/banner: the maintenance banner (background management page).
 * - GET, PUT /platformswitch/readonly: read-only mode (website mode page); server/plugins/readOnlyMode.ts enforces it.
 * The banner and read-only mode are changed by a platform administrator only (admin value 0),
 * whose role holds the page's edit code: authentication (the guard), then that, then the input.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import {
  bannerInForce,
  bannerText,
  type CurrentSwitches,
  type PlatformBanner,
} from '../../../src/lib/platformSwitches';
import { actionCode } from '../../../src/lib/permissionCodes';
import { currentUser } from '../../plugins/guard';
import { requestLanguage } from '../../plugins/envelope';
import { compileForm, issue } from '../../services/formSchema';
import { roleHasOperation } from '../../services/menus';
import { hasAnyPage } from '../../services/readings/access';
import { isPlatformAdmin } from '../../services/resources/authority';
import bannerBody from './banner.body.json';
import type { AuditActor } from '../../services/audit/recordAudit';
import readOnlyBody from './readonly.body.json';

export const BANNER_PAGE = 'ToolsBackgroundMan';
export const WEBSITE_MODE_PAGE = 'ToolsWebsiteMode';
const BODY_LIMIT = 16 * 1024;

interface BannerBody {
  enabled: boolean;
  textZhCN?: string;
  textZhTW?: string;
  textEn?: string;
  severity?: 'info' | 'warning';
  startsAt?: number;
  endsAt?: number;
}

interface ReadOnlyBody {
  on: boolean;
  note?: string;
}

/** A preHandler: a platform administrator with the page's menu (reading) or its edit code (changing). */
function platformAdminOf(page: string, writing: boolean) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const user = currentUser(request);
    const db = request.server.db;
    const allowed = isPlatformAdmin(user) && (writing ? await roleHasOperation(db, user.roleId, actionCode(page, 'edit')) : await hasAnyPage(db, user, [page]));
    return allowed ? undefined : reply.fail(ApiStatus.forbidden, 'forbidden');
  };
}

const auditActor = (request: FastifyRequest): AuditActor => {
  const user = currentUser(request);
  return { actor: { id: user.id, username: user.username }, ip: request.ip };
};

export default async function platformSwitch(app: FastifyInstance): Promise<void> {
  const banner = compileForm<BannerBody>(app.resources, bannerBody);
  const readOnly = compileForm<ReadOnlyBody>(app.resources, readOnlyBody);

  app.get('/current', async (request, reply) => {
    const switches = await app.platformSwitches.current();
    const shown = bannerInForce(switches.banner, app.nowUnix());
    const answer: CurrentSwitches = {
      banner: shown ? { text: bannerText(switches.banner.text, requestLanguage(request)), severity: switches.banner.severity } : null,
      readOnly: { on: switches.readOnly.on, note: switches.readOnly.note },
    };
    return reply.ok(answer);
  });

  app.get('/banner', { preHandler: platformAdminOf(BANNER_PAGE, false) }, async (_request, reply) => reply.ok((await app.platformSwitches.current()).banner));

  app.put('/banner', { bodyLimit: BODY_LIMIT, preHandler: platformAdminOf(BANNER_PAGE, true) }, async (request, reply) => {
    const { valid, issues } = banner.parse(request.form);
    if (!valid) return reply.invalid(issues);
    const text = { 'zh-CN': valid.textZhCN ?? '', 'zh-TW': valid.textZhTW ?? '', en: valid.textEn ?? '' };
    if (valid.enabled && !bannerText(text, 'en')) return reply.invalid({ textZhCN: issue('switches.bannerTextRequired') });
    if (valid.startsAt !== undefined && valid.endsAt !== undefined && valid.endsAt <= valid.startsAt) {
      return reply.invalid({ endsAt: issue('switches.endBeforeStart') });
    }
    const next: PlatformBanner = {
      enabled: valid.enabled,
      text,
      severity: valid.severity ?? 'info',
      startsAt: valid.startsAt ?? null,
      endsAt: valid.endsAt ?? null,
      updatedAt: app.nowUnix(),
      updatedBy: currentUser(request).username,
    };
    return reply.ok((await app.platformSwitches.setBanner(next, auditActor(request))).banner);
  });

  app.get('/readonly', { preHandler: platformAdminOf(WEBSITE_MODE_PAGE, false) }, async (_request, reply) => reply.ok((await app.platformSwitches.current()).readOnly));

  app.put('/readonly', { bodyLimit: BODY_LIMIT, preHandler: platformAdminOf(WEBSITE_MODE_PAGE, true) }, async (request, reply) => {
    const { valid, issues } = readOnly.parse(request.form);
    if (!valid) return reply.invalid(issues);
    const mode = { on: valid.on, note: valid.note ?? '', updatedAt: app.nowUnix(), updatedBy: currentUser(request).username };
    return reply.ok((await app.platformSwitches.setReadOnly(mode, auditActor(request))).readOnly);
  });
}
