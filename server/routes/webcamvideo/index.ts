/**
 * GET /webcamvideo (src/lib/webcams.ts): the company's cameras (name and stream URL) for the
 * webcam video page. Needs the menu of that page or of the webcam accounts. The URL is returned
 * as stored: the console decides what it can play (src/lib/streamUrl.ts) and never navigates to it.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { MAX_LIMIT } from '../../../src/lib/schema/wire';
import { WEBCAM_ACCOUNT_COMPONENT, WEBCAM_VIDEO_COMPONENT, type WebcamStream } from '../../../src/lib/webcams';
import { currentUser } from '../../plugins/guard';
import { hasPageOf } from '../../services/resources/access';

const PAGES = [WEBCAM_VIDEO_COMPONENT, WEBCAM_ACCOUNT_COMPONENT] as const;

export default async function webcamvideo(app: FastifyInstance): Promise<void> {
  app.get('/', async (request, reply) => {
    const user = currentUser(request);
    if (!(await hasPageOf(app.db, user, PAGES))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    const entity = app.resources.entities.get('webcam');
    if (!entity) throw new Error('the webcam entity (schemas/webcam.schema.json) is not loaded');
    const scope = { companyId: user.companyId, nowUnix: app.nowUnix() };
    const cameras: WebcamStream[] = [];
    for (let page = 1; ; page++) {
      const { list } = await entity.store.list({ page, limit: MAX_LIMIT, sort: 'name', order: 'ASC', filter: {} }, scope);
      cameras.push(...list.map((record) => ({ id: record.id, name: String(record.name ?? ''), url: String(record.url ?? '') })));
      if (list.length < MAX_LIMIT) return reply.ok(cameras);
    }
  });
}
