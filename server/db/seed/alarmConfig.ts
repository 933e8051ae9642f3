/**
 * The demo alarm configuration (issue 13), once per database (its own marker, so that databases
 * seeded before it get it on their next start): for the first company alarm receivers, a graded
 * alarm ('标准升级', standard escalation: web, SMS, WeChat and e-mail at once, voice and SMS to a
 * supervisor after 15 minutes, voice and e-mail to a manager after an hour), alarm rules with that
 * escalation, trigger-deal solutions, a balance warning and two alerters; for the second company
 * one rule and one receiver. The synthetic alarms a database seeded before issue 26 holds become
 * whole (as migration 015 made the ones stored before it): history alarms, exceeding from their
 * opening; a new database's alarms are the engine's, from readings (alarmHistory.ts, seeded after).
 *
 * The first company's rules are bound to ASSETS, not organizations: every seeded organization
 * holds frozen, chilled and room devices alike (monitoring.ts deals them round the tree), so a
 * 2–8 °C rule on an organization would keep a third of its devices alarming for good. Each rule
 * has the same range as the simulator's profile of the devices on its assets (devicePlan.ts), so
 * they alarm on the simulator's excursions only, and escalate. The second company's rule is bound
 * to an organization whose devices are all 2–8 °C ones. Every other device keeps its implicit rule.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

const MARKER = 'seed.alarmConfig.version';

type Data = Record<string, unknown>;

/** Credits the first company starts with when it has none (spec §6). */
const SMS_BALANCE = 500;
const VOICE_BALANCE = 200;

export const RECEIVER_SEEDS: readonly Data[] = [
  { name: '张伟', mobile: '13912345601', email: 'zhang.wei@example.com', wechatOpenId: 'oGZUI0egBJY1zhBYw2KhdUfwVJJE', enabled: true },
  { name: '李娜', mobile: '13812345602', email: 'li.na@example.com', wechatOpenId: 'oGZUI0aX3kRm8PqLz7TnWc5VbH2d', enabled: true },
  // the supervisor (level 2) and the manager (level 3)
  { name: '王强', mobile: '15012345603', email: 'wang.qiang@example.com', enabled: true },
  { name: '刘洋', mobile: '18612345604', email: 'liu.yang@example.com', enabled: true },
];

export const SOLUTION_SEEDS: readonly Data[] = [
  { name: '已转移货物至备用冷库', content: '已将受影响的货物转移至备用冷库，并记录转移时的温度。' },
  { name: '已联系司机检查制冷机组', content: '已电话联系司机停车检查制冷机组，确认恢复制冷后继续运输。' },
  { name: '门未关好，已关闭', content: '库门或车厢门未关好，已关闭并确认温度回落。' },
  { name: '设备故障，已报修', content: '判断为记录仪或探头故障，已报修并安排更换。' },
];

/** The asset records of the first company: id, role and type. */
async function assetsOf(db: Kysely<Database>, companyId: number): Promise<Array<{ id: number; role: number; type: string }>> {
  const rows = await db
    .selectFrom('records')
    .select(['id', 'data'])
    .where('resource', '=', 'asset')
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const data = JSON.parse(row.data) as { role?: unknown; type?: unknown };
    return { id: row.id, role: Number(data.role), type: String(data.type) };
  });
}

async function organizationIdOf(db: Kysely<Database>, companyId: number, code: string): Promise<number | undefined> {
  const row = await db.selectFrom('organizations').select('id').where('company_id', '=', companyId).where('code', '=', code).executeTakeFirst();
  return row?.id;
}

export async function seedAlarmConfig(db: Kysely<Database>, nowUnix: number): Promise<boolean> {
  const marker = await db.selectFrom('settings').select('value').where('key', '=', MARKER).executeTakeFirst();
  if (marker) return false;
  const companies = await db.selectFrom('companies').select(['id', 'sms_balance', 'voice_balance']).orderBy('id').limit(2).execute();
  const first = companies[0];
  if (!first) return false;
  const second = companies[1];
  const assets = await assetsOf(db, first.id);
  const ids = (role: number, type?: string) => assets.filter((a) => a.role === role && (type === undefined || a.type === type)).map((a) => a.id);
  const nanjing = await organizationIdOf(db, first.id, 'JS-NJ');
  const jiangning = await organizationIdOf(db, first.id, 'JS-NJ-JN');
  const huangpu = second && (await organizationIdOf(db, second.id, 'LN-GZ-HP'));

  await db.transaction().execute(async (trx) => {
    const insert = async (resource: string, companyId: number, data: Data): Promise<number> => {
      const row = await trx
        .insertInto('records')
        .values({ resource, company_id: companyId, data: JSON.stringify(data), created_at: nowUnix, updated_at: nowUnix })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const receivers: number[] = [];
    for (const receiver of RECEIVER_SEEDS) receivers.push(await insert('alarmReceiver', first.id, receiver));
    const [duty1, duty2, supervisor, manager] = receivers as [number, number, number, number];
    const graded = await insert('gradedAlarm', first.id, {
      name: '标准升级',
      enabled: true,
      levels: [
        { level: 1, triggerMinutes: 0, channels: ['web', 'sms', 'wechat', 'email'], receiverIds: [duty1, duty2] },
        { level: 2, triggerMinutes: 15, channels: ['voice', 'sms'], receiverIds: [supervisor] },
        { level: 3, triggerMinutes: 60, channels: ['voice', 'email'], receiverIds: [manager] },
      ],
    });
    const common = { lowBattery: 20, powerOff: true, messageLimit: 3, gradedAlarmId: graded };
    const rules: Data[] = [
      // cold stores (two sensors each, devicePlan.ts): 'ordinary' stores are chilled, 'lowTemperature' ones frozen
      {
        name: '冷库冷藏2-8度',
        minTemperature: 2,
        maxTemperature: 8,
        minHumidity: 35,
        maxHumidity: 75,
        offlineMinutes: 15,
        repeatIntervalHours: 1,
        consecutiveCount: 2,
        assetIds: ids(2, 'ordinary'),
        ...common,
      },
      {
        name: '冷库冷冻-25至-15度',
        minTemperature: -25,
        maxTemperature: -15,
        minHumidity: 40,
        maxHumidity: 90,
        offlineMinutes: 15,
        repeatIntervalHours: 1,
        consecutiveCount: 2,
        assetIds: ids(2, 'lowTemperature'),
        ...common,
      },
      // a vehicle reads every 2 minutes: three readings in a row
      {
        name: '冷藏车2-8度',
        minTemperature: 2,
        maxTemperature: 8,
        minHumidity: 35,
        maxHumidity: 75,
        offlineMinutes: 10,
        repeatIntervalHours: 2,
        consecutiveCount: 3,
        assetIds: ids(1, 'refrigeration'),
        ...common,
      },
      {
        name: '疫苗冰箱2-8度',
        minTemperature: 2,
        maxTemperature: 8,
        offlineMinutes: 15,
        repeatIntervalHours: 2,
        consecutiveCount: 2,
        assetIds: ids(4),
        ...common,
        lowBattery: 25,
      },
    ];
    for (const rule of rules) await insert('alarmRule', first.id, rule);
    for (const solution of SOLUTION_SEEDS) await insert('triggerDealSolution', first.id, solution);
    await insert('balanceWarning', first.id, { smsThreshold: 50, voiceThreshold: 20, receiverIds: [supervisor, manager], enabled: true });
    await insert('alerter', first.id, {
      name: '南京医药冷库声光报警器',
      number: '60000001',
      organizationIds: nanjing === undefined ? [] : [nanjing],
      enabled: true,
    });
    await insert('alerter', first.id, {
      name: '江宁分库声光报警器',
      number: '60000002',
      organizationIds: jiangning === undefined ? [] : [jiangning],
      enabled: true,
    });
    if (first.sms_balance <= 0 || first.voice_balance <= 0) {
      await trx
        .updateTable('companies')
        .set({
          sms_balance: first.sms_balance > 0 ? first.sms_balance : SMS_BALANCE,
          voice_balance: first.voice_balance > 0 ? first.voice_balance : VOICE_BALANCE,
        })
        .where('id', '=', first.id)
        .execute();
    }

    if (second) {
      await insert('alarmReceiver', second.id, { name: '陈静', mobile: '13712345605', email: 'chen.jing@example.com', enabled: true });
      await insert('alarmRule', second.id, {
        name: '黄埔冷库2-8度',
        minTemperature: 2,
        maxTemperature: 8,
        offlineMinutes: 15,
        lowBattery: 20,
        powerOff: true,
        repeatIntervalHours: 2,
        consecutiveCount: 2,
        messageLimit: 3,
        organizationIds: huangpu === undefined ? [] : [huangpu],
      });
    }

    // synthetic seeded alarms (before issue 26) as migration 015 made the ones stored before it: history,
    // exceeding from their opening; the open ones exceeding until now, ended by data timeout soon after
    await trx
      .updateTable('alarms')
      .set((eb) => ({
        first_exceeded_at: eb.ref('created_at'),
        last_exceeded_at: eb.case().when('status', '=', 'open').then(nowUnix).else(eb.ref('created_at')).end(),
        level_at: eb.ref('created_at'),
        source: 'history',
        organization_id: eb.selectFrom('devices').select('devices.organization_id').whereRef('devices.id', '=', 'alarms.device_id'),
      }))
      .where('first_exceeded_at', 'is', null)
      .execute();
    await trx
      .updateTable('alarms')
      .set((eb) => ({ ended_at: eb(eb.ref('created_at'), '+', 1800), end_reason: 'dataTimeout' }))
      .where('status', '=', 'closed')
      .where('ended_at', 'is', null)
      .execute();
    await trx.insertInto('settings').values({ key: MARKER, value: '1' }).execute();
  });
  return true;
}
