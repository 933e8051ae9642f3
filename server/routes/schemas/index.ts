/** GET /schemas: every entity schema and the shared definitions, for the console's generator. */
import type { FastifyInstance } from 'fastify';

export default async function schemas(app: FastifyInstance): Promise<void> {
  app.get('/', async (_request, reply) => reply.ok(app.resources.schemas));
}
