/**
 * Online and offline as time passes (spec §5): a device is offline once nothing was received from
 * it for longer than its offline time and at least one acquisition period (offlineAfterSeconds).
 * A reading turns it back online (ingest.ts). A device without any state yet keeps the online
 * flag it was created or seeded with until its first reading.
 */
import type { FastifyInstance } from 'fastify';
import { isOnline } from '../../../src/lib/readings';
import { tellCompanies } from './audience';
import { markDevicesOffline } from './devices';
import { deviceStateEvent } from './events';
import { quietDevices, setOffline } from './store/state';

/** Turns the devices that went quiet offline and tells their companies; returns how many turned. */
export async function sweepOnline(app: FastifyInstance): Promise<number> {
  const now = app.nowUnix();
  const due = (await quietDevices(app.db, now)).filter((d) => !isOnline(d.lastSeen, now, d.offlineMinutes, d.acquisitionPeriod));
  if (!due.length) return 0;
  const heardBefore = Math.max(...due.map((d) => d.lastSeen));
  const turned = await app.db.transaction().execute(async (trx) => {
    const ids = await setOffline(
      trx,
      due.map((d) => d.deviceId),
      heardBefore,
      now,
    );
    await markDevicesOffline(trx, ids);
    return new Set(ids);
  });
  await tellCompanies(
    app,
    due.filter((d) => turned.has(d.deviceId)).map((d) => ({ companyId: d.companyId, message: deviceStateEvent({ id: d.deviceId, name: d.name }, false, now) })),
  );
  return turned.size;
}
