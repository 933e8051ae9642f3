/**
 * The delivery pass: notifications due at or before now move through their channel's provider.
 * 'inProgress' rows whose answer is due settle (success or failed, a voice call's call state);
 * 'toBeSent' rows (the notifier's own, a balance warning, an alerter's test sound inserted by a
 * route) and 'backlogged' ones are dispatched and become 'inProgress' until the provider answers.
 * A channel with BACKLOG_AT rows in progress takes no more: new rows wait as 'backlogged' and go
 * on, oldest first, as the ones in progress settle. Every update names the state it read, so a
 * row never moves twice; a row is moved to 'inProgress' before its provider is called, so that
 * of two notifiers (two instances) only the one that moved it sends it.
 */
import type { Kysely } from 'kysely';
import { NOTIFY_CHANNELS, type NotifyChannel, type NotifyReason, type SendState, type CallState } from '../../../../src/lib/alarms';
import { unixNow } from '../../../../src/lib/signing';
import type { Database } from '../../../db/schema';
import type { ProviderOutcome, ProviderRegistry, ProviderRow } from './providers/provider';
import { updateNotificationEvent } from './timeline';

/** Rows in progress per channel before new ones are backlogged. */
export const BACKLOG_AT = 100;
/** Rows read per query. */
const BATCH = 200;
/** A claimed row whose provider never answered (its notifier died in between) is asked for its outcome after this long. */
export const DISPATCH_ANSWER_MS = 60_000;

export interface DeliveryResult {
  dispatched: number;
  settled: number;
  backlogged: number;
}

interface DueRow {
  id: number;
  alarm_id: number | null;
  company_id: number;
  channel: string;
  address: string;
  receiver_name: string;
  text: string;
  state: string;
  due_at: number | null;
}

function providerRow(row: DueRow): ProviderRow {
  return { id: row.id, channel: row.channel as NotifyChannel, address: row.address, receiverName: row.receiver_name, text: row.text, companyId: row.company_id, alarmId: row.alarm_id };
}

async function dueRows(db: Kysely<Database>, states: readonly SendState[], nowMs: number, channels: { in?: string[]; notIn?: string[] } = {}): Promise<DueRow[]> {
  let query = db
    .selectFrom('alarm_notifications')
    .select(['id', 'alarm_id', 'company_id', 'channel', 'address', 'receiver_name', 'text', 'state', 'due_at'])
    .where('due_at', 'is not', null)
    .where('due_at', '<=', nowMs)
    .where('state', 'in', [...states]);
  if (channels.in) query = query.where('channel', 'in', channels.in);
  if (channels.notIn?.length) query = query.where('channel', 'not in', channels.notIn);
  const rows = await query.orderBy('due_at').orderBy('id').limit(BATCH).execute();
  return rows.map((row) => ({ ...row, due_at: row.due_at === null ? null : Number(row.due_at) }));
}

async function move(
  db: Kysely<Database>,
  row: DueRow,
  to: { state: SendState; dueAt: number | null; callState?: CallState | null; reason?: NotifyReason | null },
  nowMs: number,
): Promise<boolean> {
  const updated = await db
    .updateTable('alarm_notifications')
    .set({
      state: to.state,
      due_at: to.dueAt,
      updated_at: unixNow(nowMs),
      ...(to.callState === undefined ? {} : { call_state: to.callState }),
      ...(to.reason === undefined ? {} : { reason: to.reason }),
    })
    .where('id', '=', row.id)
    .where('state', '=', row.state)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  if (row.alarm_id !== null) {
    await updateNotificationEvent(db, row.alarm_id, { notificationId: row.id, state: to.state, callState: to.callState ?? null, reason: to.reason ?? null });
  }
  return true;
}

async function settle(db: Kysely<Database>, providers: ProviderRegistry, nowMs: number): Promise<number> {
  let settled = 0;
  for (const row of await dueRows(db, ['inProgress'], nowMs)) {
    const provider = providers.get(row.channel as NotifyChannel);
    let outcome: ProviderOutcome;
    try {
      outcome = provider ? await provider.settle(providerRow(row)) : { state: 'failed', reason: 'providerFailed' };
    } catch {
      outcome = { state: 'failed', reason: 'providerFailed' };
    }
    if (await move(db, row, { state: outcome.state, dueAt: null, callState: outcome.callState ?? null, reason: outcome.reason ?? null }, nowMs)) settled += 1;
  }
  return settled;
}

/** Rows in progress per channel: read through the due-time index (only pending rows have one) and counted here, not grouped in SQL (which scans the table). */
async function inProgressByChannel(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('alarm_notifications').select('channel').where('due_at', '>=', 0).where('state', '=', 'inProgress').execute();
  const counts = new Map<string, number>();
  for (const { channel } of rows) counts.set(channel, (counts.get(channel) ?? 0) + 1);
  return counts;
}

async function dispatch(db: Kysely<Database>, providers: ProviderRegistry, nowMs: number, backlogAt: number): Promise<Omit<DeliveryResult, 'settled'>> {
  const result = { dispatched: 0, backlogged: 0 };
  const busy = await inProgressByChannel(db);
  const full = () => [...busy].filter(([, n]) => n >= backlogAt).map(([channel]) => channel);
  const backlog = async (rows: DueRow[]) => {
    for (const row of rows) {
      // waits with its due time, so that the oldest goes first once the channel has room
      if (row.state === 'toBeSent' && (await move(db, row, { state: 'backlogged', dueAt: row.due_at }, nowMs))) result.backlogged += 1;
    }
  };
  // the new rows of a full channel wait; its waiting rows are not read, so they never crowd out the other channels'
  const fullChannels = full();
  if (fullChannels.length) await backlog(await dueRows(db, ['toBeSent'], nowMs, { in: fullChannels }));
  for (const row of await dueRows(db, ['toBeSent', 'backlogged'], nowMs, { notIn: fullChannels })) {
    const channel = row.channel as NotifyChannel;
    const provider = (NOTIFY_CHANNELS as readonly string[]).includes(channel) ? providers.get(channel) : undefined;
    if (!provider) {
      if (await move(db, row, { state: 'failed', dueAt: null, reason: 'providerFailed' }, nowMs)) result.dispatched += 1;
      continue;
    }
    const inProgress = busy.get(channel) ?? 0;
    if (inProgress >= backlogAt) {
      await backlog([row]);
      continue;
    }
    // the send is recorded before its provider is called (issue 27 §2): only the notifier whose
    // update moves the row calls the provider, so two notifiers racing on one row send it once
    const claimedDue = nowMs + DISPATCH_ANSWER_MS;
    if (!(await move(db, row, { state: 'inProgress', dueAt: claimedDue }, nowMs))) continue;
    busy.set(channel, inProgress + 1);
    result.dispatched += 1;
    const claimed: DueRow = { ...row, state: 'inProgress', due_at: claimedDue };
    let dueInMs: number;
    try {
      ({ dueInMs } = await provider.dispatch(providerRow(row)));
    } catch {
      if (await move(db, claimed, { state: 'failed', dueAt: null, reason: 'providerFailed' }, nowMs)) busy.set(channel, (busy.get(channel) ?? 1) - 1);
      continue;
    }
    await db
      .updateTable('alarm_notifications')
      .set({ due_at: nowMs + Math.max(0, Math.round(dueInMs)) })
      .where('id', '=', row.id)
      .where('state', '=', 'inProgress')
      .where('due_at', '=', claimedDue)
      .execute();
  }
  return result;
}

/** One delivery pass at `nowMs`: settles what is due first (freeing room), then dispatches. */
export async function deliverDue(db: Kysely<Database>, providers: ProviderRegistry, nowMs: number, backlogAt = BACKLOG_AT): Promise<DeliveryResult> {
  const settled = await settle(db, providers, nowMs);
  const sent = await dispatch(db, providers, nowMs, backlogAt);
  return { settled, ...sent };
}
