/** /downloads (issue 14 §3): the download centre's jobs and their files. */
import type { FastifyInstance } from 'fastify';
import jobs from './jobs';

export default async function downloads(app: FastifyInstance): Promise<void> {
  await app.register(jobs);
}
