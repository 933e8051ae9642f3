/**
 * Balance warnings (spec §5 "SMS and voice warning counts at least 10", "The balance-reminder
 * receiver is required"): the payer's `balanceWarning` record names a threshold per channel and
 * its receivers. A deduction that takes the balance below the threshold sends one warning, an
 * e-mail to each receiver (not charged), and marks the crossing warned; only a top-up that brings
 * the balance back to or above the threshold re-arms it. So one warning per crossing.
 */
import type { Kysely } from 'kysely';
import type { PaidChannel } from '../../../src/lib/alarms';
import type { Database } from '../../db/schema';
import { companyAlarmConfig, type BalanceWarningConfig } from '../alarms/config';
import { emailReceivers } from '../alarms/notify/emailReceivers';
import { balanceWarningText } from '../alarms/notify/notifyText';

interface BalanceAt {
  /** the account (the payer) */
  companyId: number;
  kind: PaidChannel;
  balance: number;
  /** unix seconds */
  now: number;
}

/** The company's enabled warning record, if any (the first: the entity is one per company). */
async function warningOf(db: Kysely<Database>, companyId: number, now: number): Promise<BalanceWarningConfig | undefined> {
  const config = await companyAlarmConfig(db, companyId, now);
  return config.balanceWarnings.find((warning) => warning.enabled !== false);
}

function thresholdOf(warning: BalanceWarningConfig, kind: PaidChannel): number {
  return kind === 'sms' ? warning.smsThreshold : warning.voiceThreshold;
}

/**
 * After a deduction: below the threshold and not warned yet → the warning rows ('toBeSent' e-mails,
 * due at once, which the notifier hands to the e-mail provider; 'unsent' 'noAddress' for a receiver
 * without an e-mail). Returns the ids of the rows written (none when nothing was due).
 */
export async function warnIfBelowThreshold(db: Kysely<Database>, at: BalanceAt): Promise<number[]> {
  const warning = await warningOf(db, at.companyId, at.now);
  if (!warning) return [];
  const threshold = thresholdOf(warning, at.kind);
  if (!Number.isFinite(threshold) || at.balance >= threshold) return [];
  await db
    .insertInto('balance_warning_state')
    .values({ company_id: at.companyId, kind: at.kind, warned: 0, updated_at: at.now })
    .onConflict((oc) => oc.columns(['company_id', 'kind']).doNothing())
    .execute();
  // the one UPDATE that flips warned decides who sends: concurrent deductions send one warning
  const flipped = await db
    .updateTable('balance_warning_state')
    .set({ warned: 1, updated_at: at.now })
    .where('company_id', '=', at.companyId)
    .where('kind', '=', at.kind)
    .where('warned', '=', 0)
    .executeTakeFirst();
  if (Number(flipped.numUpdatedRows) === 0) return [];

  return emailReceivers(db, at.companyId, warning.receiverIds ?? [], balanceWarningText(at.kind, at.balance, threshold), at.now);
}

/** After a top-up: at or above the threshold (or with no warning configured) the next crossing warns again. */
export async function rearmBalanceWarning(db: Kysely<Database>, at: BalanceAt): Promise<void> {
  const warning = await warningOf(db, at.companyId, at.now);
  if (warning && at.balance < thresholdOf(warning, at.kind)) return;
  await db
    .updateTable('balance_warning_state')
    .set({ warned: 0, updated_at: at.now })
    .where('company_id', '=', at.companyId)
    .where('kind', '=', at.kind)
    .where('warned', '=', 1)
    .execute();
}
