/**
 * The simulated devices' side of commands: every command whose step is due moves on (schedule.ts),
 * and a command that succeeds changes its device's row (settings or firmware) in the same
 * transaction, so the device behaves accordingly from then on (the simulator re-reads its
 * acquisition period). Runs on the app's clock; steps are timed from when they were due, so a
 * tick after the clock jumped plays every step that fell in between, in order.
 */
import type { Kysely } from 'kysely';
import { unixNow } from '../../../src/lib/signing';
import type { CommandKind, CommandState, FirmwareValues, SettingsValues } from '../../../src/lib/deviceCommands';
import type { Database } from '../../db/schema';
import { recordPeriod } from '../devicePeriods';
import { settingsUpdate } from './deviceSettings';
import { nextStep, type Outcome, type Random } from './schedule';

export interface ResponderOptions {
  now: () => number;
  random: Random;
  delayScale: number;
}

/** Commands moved per query; a tick queries again until nothing is due. */
const BATCH = 200;
/** A bound on one tick's passes: a runaway (a clock far ahead) finishes on the next tick. */
const MAX_PASSES = 100;

export interface Responder {
  /** Moves every due command on; resolves with how many steps were taken. Ticks never overlap. */
  tick(): Promise<number>;
  /** Resolves once the tick under way, if any, has ended. */
  idle(): Promise<void>;
}

export function createResponder(db: Kysely<Database>, options: ResponderOptions): Responder {
  const { now, random, delayScale } = options;

  async function pass(nowMs: number): Promise<number> {
    const due = await db
      .selectFrom('device_commands')
      .select(['id', 'company_id', 'device_id', 'kind', 'state', 'outcome', 'progress', 'due_at', 'new_values'])
      .where('due_at', 'is not', null)
      .where('due_at', '<=', nowMs)
      .orderBy('due_at')
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of due) {
      const dueAt = Number(row.due_at);
      const kind = row.kind as CommandKind;
      const step = nextStep({ kind, state: row.state as CommandState, outcome: row.outcome as Outcome, progress: row.progress, dueAt }, random, delayScale);
      const at = unixNow(dueAt);
      await db.transaction().execute(async (trx) => {
        if (step.applied) {
          const values: unknown = JSON.parse(row.new_values);
          const period = kind === 'settings' ? (values as SettingsValues).acquisitionPeriod : undefined;
          const device = trx.selectFrom('devices').select('acquisition_period').where('id', '=', row.device_id).where('company_id', '=', row.company_id);
          const before = period === undefined ? undefined : await device.executeTakeFirst();
          const update = kind === 'upgrade' ? { firmware: (values as FirmwareValues).firmware } : settingsUpdate(values as SettingsValues);
          await trx.updateTable('devices').set(update).where('id', '=', row.device_id).where('company_id', '=', row.company_id).execute();
          // the period in force from the moment the device applied it (issue 26 §2: the reports' time weighting)
          if (period !== undefined && before) await recordPeriod(trx, row.device_id, period, at, before.acquisition_period);
        }
        await trx
          .updateTable('device_commands')
          .set({
            state: step.state,
            progress: step.progress,
            reason: step.reason,
            due_at: step.dueAt,
            updated_at: at,
            ...(step.dueAt === null ? { finished_at: at } : {}),
          })
          // the state it was read in: a step is never taken twice
          .where('id', '=', row.id)
          .where('state', '=', row.state)
          .where('due_at', '=', dueAt)
          .execute();
      });
    }
    return due.length;
  }

  let running: Promise<number> = Promise.resolve(0);
  const run = async (): Promise<number> => {
    let steps = 0;
    for (let i = 0; i < MAX_PASSES; i += 1) {
      const moved = await pass(now());
      steps += moved;
      if (moved === 0) break;
    }
    return steps;
  };
  return {
    tick() {
      running = running.then(run, run);
      return running;
    },
    idle: () =>
      running.then(
        () => undefined,
        () => undefined,
      ),
  };
}
