/**
 * GET /files/{folder}/{name}: uploaded avatars and built-in notice pages. Unsigned, because
 * <img> and <iframe> cannot send headers; the names are random and cannot leave the store.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { contentTypeOf } from '../../services/files';

export default async function files(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const key = request.params['*'];
    const data = await app.files.get(key);
    if (!data) return reply.fail(ApiStatus.notFound, 'notFound');
    const type = contentTypeOf(key);
    reply.header('x-content-type-options', 'nosniff').header('cache-control', 'public, max-age=86400');
    // A stored HTML notice runs without scripts or same-origin rights even when opened directly.
    if (type.startsWith('text/html')) reply.header('content-security-policy', 'sandbox');
    return reply.type(type).send(data);
  });
}
