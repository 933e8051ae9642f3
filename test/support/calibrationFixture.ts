/**
 * The calibration routes' tests (server/routes/calibration): one platform a file, admin0001 and
 * admin0002 (another company) signed in, the demo organizations by code, five devices picked
 * once under them (see deviceIn), an alarm receiver, and the calls the tests make.
 */
import { ApiStatus } from '../../src/lib/contract';
import type { DuePlan } from '../../src/lib/calibration';
import { signedGet } from './readingsFixture';
import { createTestPlatform, loginAs, signedInject, type SignedResponse, type TestPlatform, type TestSession } from './testPlatform';

export const DAY = 86_400;

type Device = { id: number; number: string };
export type CalibrationDevices = { nanjing: Device; zhejiang: Device; jiangning: Device; branch: Device; hangzhou: Device };

export interface CalibrationFixture {
  readonly platform: TestPlatform;
  readonly admin: TestSession;
  readonly secondAdmin: TestSession;
  readonly companyId: number;
  readonly secondCompanyId: number;
  /** organizations of the demo tree by code */
  readonly org: Record<string, number>;
  readonly devices: CalibrationDevices;
  readonly receiverId: number;
  now(): number;
  post<T = Record<string, unknown>>(url: string, json: Record<string, unknown>, session?: TestSession): Promise<SignedResponse<T>>;
  put<T = Record<string, unknown>>(url: string, json: Record<string, unknown>, session?: TestSession): Promise<SignedResponse<T>>;
  /** GET /calibration/{id}/certificate, at UTC+8 in English unless told */
  certificate(id: number | string, session?: TestSession, query?: Record<string, string | number>, lang?: string): ReturnType<typeof signedGet>;
  due(session?: TestSession): Promise<DuePlan[]>;
  /** Moves the clock; the sessions of before have expired by then: new ones. */
  advance(seconds: number): Promise<void>;
  /** A calibration unit of the admin's company: its id. */
  unit(name?: string): Promise<number>;
  /** A calibration plan of the admin's company, as stored. */
  plan(body: Record<string, unknown>): Promise<Record<string, unknown> & { id: number }>;
}

/** A '-5' answer's errors by field. */
export const errors = (data: unknown) => (data as { errors: Record<string, string> }).errors;

/** Registers the file's beforeAll/afterAll; the state is read through the answer's getters once they ran. */
export function calibrationFixture(): CalibrationFixture {
  let platform: TestPlatform;
  let admin: TestSession;
  let secondAdmin: TestSession;
  let companyId: number;
  let secondCompanyId: number;
  let org: Record<string, number>;
  let devices: CalibrationDevices;
  let receiverId: number;
  const picked: number[] = [0];

  /** A device of the organization, none picked before: the seed may leave one without, then the last free device moves there. */
  async function deviceIn(code: string): Promise<Device> {
    const row = await platform.app.db
      .selectFrom('devices')
      .select(['id', 'number'])
      .where('company_id', '=', companyId)
      .where('organization_id', '=', org[code]!)
      .where('id', 'not in', picked)
      .orderBy('id')
      .executeTakeFirst();
    const moved =
      row ?? (await platform.app.db.selectFrom('devices').select(['id', 'number']).where('company_id', '=', companyId).where('id', 'not in', picked).orderBy('id', 'desc').executeTakeFirstOrThrow());
    picked.push(moved.id);
    if (row) return row;
    await platform.app.db.updateTable('devices').set({ organization_id: org[code]! }).where('id', '=', moved.id).execute();
    return moved;
  }

  beforeAll(async () => {
    platform = await createTestPlatform();
    admin = (await loginAs(platform, 'admin0001')).session;
    secondAdmin = (await loginAs(platform, 'admin0002')).session;
    [companyId, secondCompanyId] = (await platform.app.db.selectFrom('companies').select('id').orderBy('id').execute()).map((c) => c.id) as [number, number];
    const orgs = await platform.app.db.selectFrom('organizations').select(['id', 'code']).where('company_id', '=', companyId).execute();
    org = Object.fromEntries(orgs.map((o) => [o.code, o.id]));
    devices = { zhejiang: await deviceIn('ZJ'), hangzhou: await deviceIn('ZJ'), nanjing: await deviceIn('JS-NJ'), jiangning: await deviceIn('JS-NJ-JN'), branch: await deviceIn('JS') };
    receiverId = (await platform.app.db.selectFrom('records').select('id').where('resource', '=', 'alarmReceiver').where('company_id', '=', companyId).orderBy('id').executeTakeFirstOrThrow()).id;
    // a platform of its own, seeded for this file: longer than a hook's default on a busy machine
  }, 120_000);
  afterAll(() => platform.close());

  const post = <T = Record<string, unknown>>(url: string, json: Record<string, unknown>, session = admin) => signedInject<T>(platform, { method: 'POST', url, json, session });

  return {
    get platform() {
      return platform;
    },
    get admin() {
      return admin;
    },
    get secondAdmin() {
      return secondAdmin;
    },
    get companyId() {
      return companyId;
    },
    get secondCompanyId() {
      return secondCompanyId;
    },
    get org() {
      return org;
    },
    get devices() {
      return devices;
    },
    get receiverId() {
      return receiverId;
    },
    now: () => platform.app.nowUnix(),
    post,
    put: <T = Record<string, unknown>>(url: string, json: Record<string, unknown>, session = admin) => signedInject<T>(platform, { method: 'PUT', url, json, session }),
    certificate: (id, session = admin, query = { utcOffset: 480 }, lang = 'en') => signedGet(platform, `/calibration/${id}/certificate`, query, session, lang),
    async due(session = admin) {
      const { envelope } = await signedInject<{ list: DuePlan[] }>(platform, { method: 'GET', url: '/calibrationPlan/due', session });
      expect(envelope.status, JSON.stringify(envelope)).toBe(ApiStatus.ok);
      return envelope.data!.list;
    },
    async advance(seconds) {
      platform.clock.advance(seconds);
      admin = (await loginAs(platform, 'admin0001')).session;
      secondAdmin = (await loginAs(platform, 'admin0002')).session;
    },
    async unit(name = `Lab ${Math.random().toString(36).slice(2, 8)}`) {
      const { envelope } = await post('/calibrationUnit', { name, accreditationNumber: 'CNAS L9999', contactNumber: '+8613800000000' });
      expect(envelope.status).toBe(ApiStatus.ok);
      return envelope.data!.id as number;
    },
    async plan(body) {
      const { envelope } = await post('/calibrationPlan', { name: `Plan ${Math.random().toString(36).slice(2, 8)}`, intervalDays: 180, remindDays: 30, ...body });
      expect(envelope.status, JSON.stringify(envelope)).toBe(ApiStatus.ok);
      return envelope.data! as Record<string, unknown> & { id: number };
    },
  };
}
