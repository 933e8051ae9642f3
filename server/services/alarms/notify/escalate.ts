/**
 * Graded escalation (issue 13 §2): every open live alarm that is neither acknowledged nor snoozed
 * and has a graded alarm climbs to the highest level whose trigger time has passed since it
 * opened, and each level reached sends that level's channels to its receivers; the rule's repeat
 * interval resends at the current level. Acknowledgement stops it (no climb, no repeat). A snoozed
 * alarm waits; when the snooze passes it catches up with ONE send (the level it should be at, or
 * one repeat), never the sends it missed.
 * 'history' alarms (opened by old readings) never notify; alarms without a graded alarm have only
 * the web notification, the 0003 the engine sends on opening.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { companyAlarmConfig, type GradedAlarmConfig, type GradedLevelConfig } from '../config';
import { messageLimitOf } from './limits';
import { alarmNotifyText } from './notifyText';
import { sendLevel, type NotifySettings } from './sendLevel';
import { recordLevelEvent } from './timeline';

export interface EscalationResult {
  /** alarms that sent */
  sent: number;
  /** notification rows written */
  notifications: number;
}

function levelsOf(graded: GradedAlarmConfig): GradedLevelConfig[] {
  return [...(graded.levels ?? [])].filter((level) => Number.isInteger(level.level) && Number.isFinite(level.triggerMinutes)).sort((a, b) => a.level - b.level);
}

/** The highest configured level whose trigger time has passed `elapsed` seconds after opening. */
export function targetLevel(levels: readonly GradedLevelConfig[], elapsed: number): GradedLevelConfig | undefined {
  let target: GradedLevelConfig | undefined;
  for (const level of levels) if (level.triggerMinutes * 60 <= elapsed) target = level;
  return target;
}

/** The configuration of the level an alarm is at: that level, else the highest configured below it. */
function configOfLevel(levels: readonly GradedLevelConfig[], current: number): GradedLevelConfig | undefined {
  let found: GradedLevelConfig | undefined;
  for (const level of levels) if (level.level <= current) found = level;
  return found;
}

export async function escalateAlarms(db: Kysely<Database>, now: number, settings: NotifySettings): Promise<EscalationResult> {
  const result: EscalationResult = { sent: 0, notifications: 0 };
  // per company, so that alarms_company_status (company_id, status) serves the query; open live alarms are few
  const companies = await db.selectFrom('companies').select('id').execute();
  for (const company of companies) {
    const alarms = await db
      .selectFrom('alarms')
      .innerJoin('devices', 'devices.id', 'alarms.device_id')
      .select([
        'alarms.id',
        'alarms.company_id',
        'alarms.device_id',
        'alarms.type',
        'alarms.level',
        'alarms.created_at',
        'alarms.first_exceeded_at',
        'alarms.peak_value',
        'alarms.threshold',
        'alarms.rule_id',
        'alarms.graded_alarm_id',
        'alarms.last_sent_at',
        'devices.name as device_name',
      ])
      .where('alarms.company_id', '=', company.id)
      .where('alarms.status', '=', 'open')
      .where('alarms.source', '=', 'live')
      .where('alarms.acknowledged_at', 'is', null)
      .where('alarms.graded_alarm_id', 'is not', null)
      .where((eb) => eb.or([eb('alarms.snoozed_until', 'is', null), eb('alarms.snoozed_until', '<=', now)]))
      .orderBy('alarms.id')
      .execute();
    if (!alarms.length) continue;
    const config = await companyAlarmConfig(db, company.id, now);

    for (const alarm of alarms) {
      const graded = config.graded.get(alarm.graded_alarm_id!);
      // a disabled or deleted graded alarm ends its alarms (the engine's 'gradedDisabled'); until then it sends nothing
      if (!graded || graded.enabled === false) continue;
      const levels = levelsOf(graded);
      const target = targetLevel(levels, now - Number(alarm.created_at));
      if (!target) continue;
      const rule = alarm.rule_id === null ? undefined : config.rules.find((r) => r.id === alarm.rule_id);
      const repeatSeconds = (rule?.repeatIntervalHours ?? 0) > 0 ? rule!.repeatIntervalHours! * 3_600 : null;
      const lastSent = alarm.last_sent_at === null ? null : Number(alarm.last_sent_at);

      let level: GradedLevelConfig | undefined;
      let climbed = false;
      if (target.level > alarm.level) {
        level = target;
        climbed = true;
      } else if (lastSent === null || (repeatSeconds !== null && lastSent + repeatSeconds <= now)) {
        level = configOfLevel(levels, alarm.level);
      }
      if (!level) continue;

      const newLevel = climbed ? target.level : alarm.level;
      // claims the send: a second notifier (or a write in between: acknowledged, ended) leaves it to the other
      const claimed = await db
        .updateTable('alarms')
        .set({ level: newLevel, last_sent_at: now, ...(climbed ? { level_at: now } : {}) })
        .where('id', '=', alarm.id)
        .where('status', '=', 'open')
        .where('acknowledged_at', 'is', null)
        .where('level', '=', alarm.level)
        .where('last_sent_at', lastSent === null ? 'is' : '=', lastSent)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) continue;
      if (climbed) await recordLevelEvent(db, alarm, alarm.level, newLevel, now);

      const sending = { ...alarm, level: newLevel };
      const ids = await sendLevel(db, { id: alarm.id, company_id: alarm.company_id, device_id: alarm.device_id, level: newLevel, text: alarmNotifyText(sending) }, level, {
        receivers: config.receivers,
        messageLimit: messageLimitOf(rule?.messageLimit),
        now,
        settings,
      });
      result.sent += 1;
      result.notifications += ids.length;
    }
  }
  return result;
}
