/**
 * Sending: one command per device, all inserted in one transaction (a failure sends none), each
 * with its fate drawn and its first step timed by the responder's random source and clock.
 */
import type { FastifyInstance } from 'fastify';
import { unixNow } from '../../../src/lib/signing';
import type { CommandDevice, CommandKind, CommandValues, DeviceCommand } from '../../../src/lib/deviceCommands';
import type { AuthUser } from '../users';
import { insertCommands, listCommands } from './commandStore';
import { drawOutcome, firstDue } from './schedule';

export interface Send {
  kind: CommandKind;
  devices: readonly CommandDevice[];
  /** the values for a device, and its values of the same keys before */
  values(device: CommandDevice): { values: CommandValues; previous: CommandValues };
}

export async function sendCommands(app: FastifyInstance, user: AuthUser, send: Send): Promise<DeviceCommand[]> {
  const { now, commandRandom: random, commandFailureRate, commandDelayScale } = app.config;
  const sentAt = now();
  const ids = await insertCommands(
    app.db,
    send.devices.map((device) => ({
      companyId: user.companyId,
      deviceId: device.id,
      deviceNumber: device.number,
      kind: send.kind,
      ...send.values(device),
      outcome: drawOutcome(random, commandFailureRate),
      sentBy: { id: user.id, username: user.username },
      createdAt: unixNow(sentAt),
      dueAt: firstDue(random, commandDelayScale, sentAt),
    })),
  );
  const { list } = await listCommands(app.db, { companyId: user.companyId, ids, page: 1, limit: ids.length });
  // in the order the devices were given
  return list.sort((a, b) => a.id - b.id);
}
