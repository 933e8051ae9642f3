/**
 * The demo alarm configuration (seed/alarmConfig.ts), and what it makes of the simulator: a day of
 * simulated history raises alarms on the simulator's scheduled events only (excursions, power cuts,
 * batteries running low), never constantly, with the seeded rules' escalation on the devices of
 * their assets; and every one of them is history that ends by data timeout.
 */
import { channelsOf } from '../../../src/lib/readings';
import { createTestPlatform, type TestPlatform } from '../../../test/support/testPlatform';
import { companyAlarmConfig } from '../../services/alarms/config';
import { scheduleOf, type SimEvent } from '../../services/simulator/schedule';

const SEED = 11;
const DEVICES = 60;

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform({ simDevices: DEVICES, simHistoryDays: 1, simSeed: SEED, alarmSweepSeconds: 3600 });
}, 60_000);
afterAll(() => platform.close());

describe('the seeded alarm configuration', () => {
  it('gives the first company receivers, a graded alarm, asset-bound rules escalating through it, solutions, a balance warning and alerters; the second a rule and a receiver', async () => {
    const { db } = platform.app;
    const [first, second] = await db.selectFrom('companies').select(['id', 'sms_balance', 'voice_balance']).orderBy('id').execute();
    const config = await companyAlarmConfig(db, first!.id, platform.app.nowUnix());
    expect(config.receivers.size).toBe(4);
    for (const receiver of config.receivers.values()) expect(receiver.mobile).toMatch(/^1[3-9]\d{9}$/);
    const [graded, ...moreGraded] = [...config.graded.values()];
    expect(moreGraded).toEqual([]);
    expect(graded).toMatchObject({
      enabled: true,
      levels: [
        { level: 1, triggerMinutes: 0 },
        { level: 2, triggerMinutes: 15 },
        { level: 3, triggerMinutes: 60 },
      ],
    });
    for (const level of graded!.levels!) for (const id of level.receiverIds) expect(config.receivers.has(id)).toBe(true);
    const bound = config.rules.filter((rule) => rule.assetIds?.length);
    expect(bound).toHaveLength(4);
    for (const rule of bound) expect(rule).toMatchObject({ gradedAlarmId: graded!.id, messageLimit: 3 });
    expect(config.rules.filter((rule) => rule.organizationIds?.length)).toEqual([]);
    expect(config.balanceWarnings).toEqual([expect.objectContaining({ smsThreshold: 50, voiceThreshold: 20, enabled: true })]);
    const count = async (resource: string, companyId: number) =>
      Number(
        (
          await db
            .selectFrom('records')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('resource', '=', resource)
            .where('company_id', '=', companyId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('triggerDealSolution', first!.id)).toBe(4);
    expect(await count('alerter', first!.id)).toBe(2);
    expect(first!.sms_balance).toBeGreaterThan(0);
    expect(first!.voice_balance).toBeGreaterThan(0);

    const other = await companyAlarmConfig(db, second!.id, platform.app.nowUnix());
    expect(other.receivers.size).toBe(1);
    const huangpu = await db.selectFrom('organizations').select('id').where('code', '=', 'LN-GZ-HP').executeTakeFirstOrThrow();
    expect(other.rules).toEqual([expect.objectContaining({ organizationIds: [huangpu.id] })]);
  });

  it('leaves the seeded alarms as the engine opened them (alarmHistory.ts): history, under their rules, exceeding from the first breach of a run', async () => {
    const seeded = await platform.app.db
      .selectFrom('alarms')
      .innerJoin('devices', 'devices.id', 'alarms.device_id')
      .select([
        'alarms.source',
        'alarms.first_exceeded_at',
        'alarms.created_at',
        'alarms.organization_id',
        'alarms.rule_id',
        'devices.organization_id as device_organization',
      ])
      .execute();
    expect(seeded.length).toBeGreaterThan(0);
    // some under a seeded rule (its consecutive count), some under their device's own thresholds
    expect(seeded.some((alarm) => alarm.rule_id !== null)).toBe(true);
    expect(seeded.some((alarm) => alarm.rule_id === null)).toBe(true);
    for (const alarm of seeded) {
      expect(alarm).toMatchObject({ source: 'history', organization_id: alarm.device_organization });
      // every rule counts at least two breaches in a row
      expect(alarm.first_exceeded_at!).toBeLessThan(alarm.created_at);
    }
  });

  it(
    'raises alarms from a day of simulated history on its scheduled events only, escalating where a seeded rule applies, and ends them by data timeout',
    { timeout: 60_000 },
    async () => {
      const { app } = platform;
      const before = await app.db
        .selectFrom('alarms')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow();
      await app.simulator.backfill();
      const now = app.nowUnix();
      const fleet = new Map(app.simulator.fleet().map((device) => [device.id, device]));
      const alarms = await app.db
        .selectFrom('alarms')
        .selectAll()
        .where('id', '>', Number(before.id ?? 0))
        .execute();
      // the backfill stamps every device heard from now: no offline alarm comes of it
      expect(alarms.filter((alarm) => alarm.type === 'offline')).toEqual([]);
      expect(alarms.length).toBeGreaterThan(5);
      // far from every device all the time: a few alarms a device a day at most
      expect(alarms.length).toBeLessThan(DEVICES * 3);

      const during = (events: SimEvent[], kind: SimEvent['kind'], at: number, field?: 'temperature' | 'humidity') =>
        events.some((event) => event.kind === kind && at >= event.start && at < event.end && (field === undefined || event.field === field));
      const rules = await companyAlarmConfig(app.db, 1, now);
      const graded = [...rules.graded.keys()][0];
      for (const alarm of alarms) {
        const device = fleet.get(alarm.device_id)!;
        const events = scheduleOf(device, SEED, alarm.first_exceeded_at! - 86_400, alarm.first_exceeded_at! + 1);
        const at = alarm.first_exceeded_at!;
        const what = `${alarm.type} of ${device.number} (${device.profile}) at ${at}`;
        if (alarm.type.startsWith('temperature')) expect(during(events, 'excursion', at, 'temperature'), what).toBe(true);
        else if (alarm.type.startsWith('humidity')) expect(during(events, 'excursion', at, 'humidity'), what).toBe(true);
        else if (alarm.type === 'power_off') expect(during(events, 'powerOff', at), what).toBe(true);
        else if (alarm.type === 'battery_low') expect(channelsOf(device.model), what).not.toContain('power');
        else throw new Error(`unexpected ${what}`);
        // live or history by the reading that opened it (the run's last), not by the run's first
        expect(alarm.source, what).toBe(alarm.created_at < now - app.config.alarmLiveWindowSeconds ? 'history' : 'live');
        expect(alarm.graded_alarm_id, what).toBe(alarm.rule_id === null ? null : graded);
      }
      expect(alarms.some((alarm) => alarm.rule_id !== null)).toBe(true);

      // an hour on with no readings: every alarm of a reading has timed out, at its last exceeding plus the timeout
      platform.clock.advance(3600);
      await app.alarmEngine.sweep();
      const after = await app.db
        .selectFrom('alarms')
        .select(['type', 'status', 'end_reason', 'ended_at', 'last_exceeded_at'])
        .where(
          'id',
          'in',
          alarms.map((alarm) => alarm.id),
        )
        .execute();
      for (const alarm of after) {
        expect(alarm).toMatchObject({ status: 'closed', end_reason: 'dataTimeout' });
        expect(alarm.ended_at! - alarm.last_exceeded_at!).toBeGreaterThanOrEqual(app.config.alarmDataTimeoutMinutes * 60);
      }
    },
  );
});
