/**
 * /map (issue 14 §2): the live vehicles, a vehicle's track, the data overview and the fixed assets.
 * Order of checks on every call: authentication (the guard), the page's menu, the input ('-5'
 * naming the field), then the user's company and organizations.
 */
import type { FastifyInstance } from 'fastify';
import assets from './assets';
import overview from './overview';
import track from './track';
import vehicles from './vehicles';

export default async function map(app: FastifyInstance): Promise<void> {
  await app.register(vehicles);
  await app.register(track);
  await app.register(overview);
  await app.register(assets);
}
