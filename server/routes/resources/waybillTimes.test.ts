/**
 * Issue 11 §2 "Waybill times are not cross-checked", on the server: a delivery time not after the
 * departure is refused with 422 at `deliveryTime` and nothing is stored, on create and on a
 * partial update against the stored departure (the console runs the same schema rule:
 * src/framework/form/formModel.waybillTimes.test.ts).
 */
import { ApiStatus } from '../../../src/lib/contract';
import { countRows, createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

type Json = Record<string, unknown>;

let platform: TestPlatform;
let admin: TestSession;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = (await loginAs(platform, 'admin0001')).session;
});
afterAll(() => platform.close());

const call = (method: 'POST' | 'PUT' | 'GET', url: string, json?: Json, lang = 'en') =>
  signedInject<Json & { id: number }>(platform, { method, url, session: admin, lang, ...(json ? { json } : {}) });
const errorsOf = (response: { envelope: { data?: unknown } }) => (response.envelope.data as { errors?: Record<string, string> } | undefined)?.errors;

const DEPARTURE = 1_900_000_000;
const party = { institution: 'Depot' };
const waybill = (number: string, times: Json) => ({ number, minTemperature: 2, maxTemperature: 8, consignor: party, consignee: party, ...times });
const GREATER = /^The maximum must be greater than the minimum \(/;

describe('waybill departure and delivery times', () => {
  it('refuses a delivery before, or at, the departure on create, and stores nothing', async () => {
    const before = await countRows(platform, 'waybills');
    for (const deliveryTime of [DEPARTURE - 3600, DEPARTURE]) {
      const refused = await call('POST', '/waybill', waybill('WB-TIME-1', { departureTime: DEPARTURE, deliveryTime }));
      expect(refused.statusCode).toBe(422);
      expect(refused.envelope.status).toBe(ApiStatus.invalid);
      expect(Object.keys(errorsOf(refused) ?? {})).toEqual(['deliveryTime']);
      expect(errorsOf(refused)!.deliveryTime).toMatch(GREATER);
    }
    expect(await countRows(platform, 'waybills')).toBe(before);
  });

  it('accepts a delivery after the departure', async () => {
    const created = await call('POST', '/waybill', waybill('WB-TIME-2', { departureTime: DEPARTURE, deliveryTime: DEPARTURE + 60 }));
    expect(created.statusCode).toBe(200);
    expect(created.envelope.data).toMatchObject({ departureTime: DEPARTURE, deliveryTime: DEPARTURE + 60 });
  });

  it('checks a partial update against the stored time it does not send', async () => {
    const created = await call('POST', '/waybill', waybill('WB-TIME-3', { departureTime: DEPARTURE, deliveryTime: DEPARTURE + 7200 }));
    const id = created.envelope.data!.id;

    const early = await call('PUT', `/waybill/${id}`, { deliveryTime: DEPARTURE - 60 });
    expect(early.statusCode).toBe(422);
    expect(Object.keys(errorsOf(early) ?? {})).toEqual(['deliveryTime']);

    // only the departure sent: the stored delivery is checked against it, and reported there
    const late = await call('PUT', `/waybill/${id}`, { departureTime: DEPARTURE + 7200 });
    expect(late.statusCode).toBe(422);
    expect(Object.keys(errorsOf(late) ?? {})).toEqual(['deliveryTime']);

    expect((await call('GET', `/waybill/${id}`)).envelope.data).toMatchObject({ departureTime: DEPARTURE, deliveryTime: DEPARTURE + 7200 });
  });
});
