/**
 * GET /assetFile/{id}/download (issue 29 §5 "File management"): a document's file, answered as an
 * attachment under its uploaded name. Checks, in order: the guard (authentication); the file
 * management page (the entity's view, '-4'); the document in the user's company and its asset one
 * of the company's (else '-6', so that nothing tells another company's documents apart from none);
 * the file still in the store. Never cached. Beside the generic /assetFile routes.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { currentUser } from '../../plugins/guard';
import { canRead } from '../../services/resources/access';
import { recordsById } from '../../services/resources/recordQueries';
import { attachmentDisposition } from '../../services/downloads/disposition';
import { contentTypeOf } from '../../services/files';

const FILE_URL = /^\/api\/files\//;

function fileOf(value: unknown): { name: string; url: string } | null {
  const file = value as { name?: unknown; url?: unknown } | null | undefined;
  return typeof file?.name === 'string' && typeof file.url === 'string' && FILE_URL.test(file.url) ? { name: file.name, url: file.url } : null;
}

export default async function assetFile(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>('/:id/download', async (request, reply) => {
    const entity = app.resources.entities.get('assetFile');
    const user = currentUser(request);
    if (!entity || !(await canRead(app.db, user, entity.schema, {}, app.nowUnix()))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    const id = /^[1-9]\d{0,15}$/.test(request.params.id) ? Number(request.params.id) : null;
    const record = id === null ? undefined : await entity.store.get(id, { companyId: user.companyId, nowUnix: app.nowUnix() });
    const assetId = record?.assetId;
    const ownAsset = typeof assetId === 'number' && (await recordsById(app.db, 'asset', user.companyId, [assetId])).has(assetId);
    const file = ownAsset ? fileOf(record?.file) : null;
    const data = file ? await app.files.get(file.url.replace(FILE_URL, '')) : undefined;
    if (!file || !data) return reply.fail(ApiStatus.notFound, 'notFound');
    return reply
      .header('content-disposition', attachmentDisposition(file.name))
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .type(contentTypeOf(file.url))
      .send(data);
  });
}
