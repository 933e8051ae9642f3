/**
 * /report (issue 14 §3): the temperature log and its files, the data query and the statistics
 * overview. Order of checks: authentication (the guard), the page's menu, the input, the scope.
 */
import type { FastifyInstance } from 'fastify';
import dataquery from './dataquery';
import file from './file';
import overview from './overview';
import temperature from './temperature';

export default async function report(app: FastifyInstance): Promise<void> {
  await app.register(temperature);
  await app.register(file);
  await app.register(dataquery);
  await app.register(overview);
}
