/**
 * /open: public endpoints for devices and gateways, signed with the device salt and without a
 * session (plugins/guard.ts `signedByDevices`). POST /open/readings takes a batch of readings
 * (server/README.md "Device readings"): INGEST_PATH of src/lib/readings.ts.
 */
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../plugins/envelope';
import { signedByDevices } from '../../plugins/guard';
import { field } from '../../services/forms';
import { ingestReadings } from '../../services/readings/ingest';
import { parseBatch } from '../../services/readings/parseBatch';
import docking from './docking';

export default async function open(app: FastifyInstance): Promise<void> {
  app.post('/readings', { bodyLimit: app.config.ingestBodyLimitBytes, ...signedByDevices() }, async (request, reply) => {
    const batch = parseBatch(field(request.form, 'data'));
    if (!Array.isArray(batch)) return reply.invalid({ data: batch });
    return reply.ok(await ingestReadings(app, batch, { lang: requestLanguage(request) }));
  });
  // the data interface: a customer's system with its docking key (docking.ts)
  await app.register(docking, { prefix: '/docking' });
}
