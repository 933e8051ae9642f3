/**
 * Test fixtures of the notifier's and the credit's tests: the records (receivers, graded alarms,
 * rules, balance warnings) and alarms they need, written straight into the database as the
 * resource routes and the engine would leave them. Takes the app, not the test platform, so that
 * it stays production-clean (no import of test/); only tests use it.
 */
import type { FastifyInstance } from 'fastify';
import type { AlarmKind, NotifyChannel } from '../../../../src/lib/alarms';
import type { PlatformOptions } from '../../../config';
import { ALARM_RECEIVER, ALARM_RULE, BALANCE_WARNING, forgetAlarmConfig, GRADED_ALARM, type GradedLevelConfig } from '../config';

/** Settings that keep every timer out of a test's way and make the simulated providers answer at once and succeed. */
export const QUIET_NOTIFIER: Partial<PlatformOptions> = {
  alarmNotifyTickMs: 3_600_000,
  alarmSweepSeconds: 3_600,
  alarmDataTimeoutMinutes: 1_000_000,
  notifyDelayScale: 0,
  notifyFailureRate: 0,
  notifyNoAnswerRate: 0,
  notifyRandom: () => 0.5,
};

export async function addRecord(app: FastifyInstance, resource: string, companyId: number, data: Record<string, unknown>): Promise<number> {
  const now = app.nowUnix();
  const row = await app.db
    .insertInto('records')
    .values({ resource, company_id: companyId, data: JSON.stringify(data), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  forgetAlarmConfig(companyId);
  return row.id;
}

export function addReceiver(app: FastifyInstance, companyId: number, receiver: { name: string; mobile?: string; email?: string; wechatOpenId?: string; pushUrl?: string; userId?: number; enabled?: boolean }) {
  return addRecord(app, ALARM_RECEIVER, companyId, { enabled: true, ...receiver });
}

export function addGraded(app: FastifyInstance, companyId: number, levels: Array<Pick<GradedLevelConfig, 'level' | 'triggerMinutes'> & { channels: NotifyChannel[]; receiverIds: number[] }>, enabled = true) {
  return addRecord(app, GRADED_ALARM, companyId, { name: 'graded', enabled, levels });
}

export function addRule(app: FastifyInstance, companyId: number, rule: { gradedAlarmId: number; repeatIntervalHours?: number; messageLimit?: number }) {
  return addRecord(app, ALARM_RULE, companyId, { name: 'rule', maxTemperature: 8, minTemperature: 2, consecutiveCount: 1, ...rule });
}

export function addBalanceWarning(app: FastifyInstance, companyId: number, warning: { smsThreshold: number; voiceThreshold: number; receiverIds: number[] }) {
  return addRecord(app, BALANCE_WARNING, companyId, { enabled: true, ...warning });
}

/** The company's devices, by id. */
export async function devicesOf(app: FastifyInstance, companyId: number): Promise<Array<{ id: number; name: string; organization_id: number }>> {
  return app.db.selectFrom('devices').select(['id', 'name', 'organization_id']).where('company_id', '=', companyId).orderBy('id').execute();
}

/** An open live alarm as the engine opens it: level 1, nothing sent yet. */
export async function openAlarm(
  app: FastifyInstance,
  alarm: { companyId: number; deviceId: number; ruleId: number | null; gradedAlarmId: number | null; kind?: AlarmKind; createdAt?: number },
): Promise<number> {
  const createdAt = alarm.createdAt ?? app.nowUnix();
  const row = await app.db
    .insertInto('alarms')
    .values({
      device_id: alarm.deviceId,
      company_id: alarm.companyId,
      type: alarm.kind ?? 'temperature_high',
      level: 1,
      created_at: createdAt,
      rule_id: alarm.ruleId,
      graded_alarm_id: alarm.gradedAlarmId,
      organization_id: null,
      source: 'live',
      first_exceeded_at: createdAt,
      last_exceeded_at: createdAt,
      peak_value: 9.2,
      threshold: 8,
      ended_at: null,
      end_reason: null,
      ended_by: null,
      acknowledged_at: null,
      acknowledged_by: null,
      solution_id: null,
      snoozed_until: null,
      level_at: createdAt,
      last_sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function notificationsOf(app: FastifyInstance, alarmId: number) {
  return app.db.selectFrom('alarm_notifications').selectAll().where('alarm_id', '=', alarmId).orderBy('id').execute();
}

export async function timelineOf(app: FastifyInstance, alarmId: number) {
  const rows = await app.db.selectFrom('alarm_events').selectAll().where('alarm_id', '=', alarmId).orderBy('id').execute();
  return rows.map((row) => ({ ...row, detail: JSON.parse(row.detail) as Record<string, unknown> }));
}

export function balances(app: FastifyInstance, companyId: number) {
  return app.db.selectFrom('companies').select(['sms_balance', 'voice_balance']).where('id', '=', companyId).executeTakeFirstOrThrow();
}
