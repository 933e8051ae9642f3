/**
 * Issue 10 §8, data checks that real data needs, against the real server: absurd temperatures,
 * humidities and dates are refused, and look-alike identities (full-width, zero-width, RTL
 * override) neither get in nor pass for someone else, on every write path and at login.
 */
import en from '../../../locales/en.json';
import { ApiStatus } from '../../../src/lib/contract';
import { lookup } from '../../../src/lib/validation/translate';
import { countRows, createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

type Row = Record<string, unknown> & { id: number };
type Json = Record<string, unknown>;

let platform: TestPlatform;
let admin: TestSession;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = (await loginAs(platform, 'admin0001')).session;
});
afterAll(() => platform.close());

const call = <T = Row>(method: 'POST' | 'PUT' | 'GET', url: string, json?: Json, session = admin, lang = 'en') =>
  signedInject<T>(platform, { method, url, session, lang, ...(json ? { json } : {}) });
const errorsOf = (response: { envelope: { data?: unknown } }) => (response.envelope.data as { errors?: Json } | undefined)?.errors;
// days in the reader's language (issue 11 §2: no raw dates in messages)
const NOT_AFTER = 'Must be on or before 2100-12-31';
/** A duplicate's answer (the tenants section may word a platform-wide clash as `uniqueReserved`). */
const DUPLICATE = ['validation.unique', 'validation.uniqueReserved'].flatMap((key) => lookup(en, key) ?? []);
const invisible = (char: string) => `Invisible, zero-width or text-direction characters are not allowed (found ${char})`;
const device = (number: string, extra: Json = {}) => ({ number, name: `D${number}`, type: 'temperature', expireDate: 1_900_000_000, organizationId: 1, ...extra });

describe('physical ranges', () => {
  it('refuses a date of 9e15 s and ±1e308 °C, stores nothing, and shows the bounds as days', async () => {
    const before = await countRows(platform, 'devices');
    const far = await call('POST', '/device', device('77700001', { expireDate: 9e15 }));
    expect(far.statusCode).toBe(422);
    expect(errorsOf(far)).toEqual({ expireDate: NOT_AFTER });
    const early = await call('POST', '/device', device('77700001', { expireDate: 0 }), admin, 'zh-CN');
    expect(errorsOf(early)).toEqual({ expireDate: '不能早于 2000-01-01' });
    expect(await countRows(platform, 'devices')).toBe(before);

    const rule = await call('POST', '/alarmRule', { name: 'absurd', minTemperature: -1e308, maxTemperature: 1e308, minHumidity: -5, maxHumidity: 1e308 });
    expect(rule.statusCode).toBe(422);
    expect(errorsOf(rule)).toEqual({
      minTemperature: 'Must be at least -200',
      maxTemperature: 'Must be at most 200',
      minHumidity: 'Must be at least 0',
      maxHumidity: 'Must be at most 100',
    });
    const tw = await call('POST', '/alarmRule', { name: 'absurd', minTemperature: 2, maxTemperature: 1e308 }, admin, 'zh-TW');
    expect(errorsOf(tw)).toEqual({ maxTemperature: '不能大於 200' });
  });

  it('checks every dated and measured entity: waybills, calibrations, and a partial update', async () => {
    const party = { institution: 'Depot' };
    const waybill = await call('POST', '/waybill', { number: 'WB-RANGE-1', departureTime: 9e15, minTemperature: 2, maxTemperature: 8, consignor: party, consignee: party });
    expect(errorsOf(waybill)).toEqual({ departureTime: NOT_AFTER });

    const deviceId = (await platform.app.db.selectFrom('devices').select('id').executeTakeFirstOrThrow()).id;
    const calibration = await call('POST', '/calibration', { deviceId, startDate: 1_700_000_000, dueDate: 9e15, type: 'periodic', value: 1e308 });
    expect(errorsOf(calibration)).toEqual({ dueDate: NOT_AFTER, value: 'Must be at most 200' });

    const created = await call('POST', '/device', device('77700002'));
    expect(created.statusCode).toBe(200);
    const id = created.envelope.data!.id;
    const moved = await call('PUT', `/device/${id}`, { expireDate: 9e15 });
    expect(errorsOf(moved)).toEqual({ expireDate: NOT_AFTER });
    expect((await call('GET', `/device/${id}`)).envelope.data).toMatchObject({ expireDate: 1_900_000_000 });
  });
});

describe('look-alike identities', () => {
  it('a full-width ａdmin0001 is admin0001: refused as already in use, nothing written', async () => {
    const before = await countRows(platform, 'users');
    const twin = await call('POST', '/user', { username: 'ａdmin0001', realname: 'twin', roleId: 2, organizationId: 1 });
    expect(twin.statusCode).toBe(422);
    expect(Object.keys(errorsOf(twin) ?? {})).toEqual(['username']);
    expect(DUPLICATE).toContain(errorsOf(twin)!.username);
    expect(await countRows(platform, 'users')).toBe(before);
    const admins = await platform.app.db.selectFrom('users').select('username').where('username', 'in', ['admin0001', 'ａdmin0001']).execute();
    expect(admins).toEqual([{ username: 'admin0001' }]);
  });

  it('stores identifiers in NFKC, and logs in by the NFKC form of what is typed', async () => {
    const made = await call('POST', '/user', { username: 'ｆｕｌｌｗｉｄｔｈ１', realname: 'Ｗｉｄｅ', roleId: 2, organizationId: 1 });
    expect(made.statusCode).toBe(200);
    expect(made.envelope.data).toMatchObject({ username: 'fullwidth1', realname: 'Wide' });
    // the initial password is the (normalized) login account; the full-width form finds the same user
    const { data } = await loginAs(platform, 'ｆｕｌｌｗｉｄｔｈ１', 'fullwidth1');
    expect(data).toMatchObject({ username: 'fullwidth1' });

    const number = await call('POST', '/device', device('１２３４００１１'));
    expect(number.envelope.data).toMatchObject({ number: '12340011' });
    const again = await call('POST', '/device', device('12340011'));
    expect(Object.keys(errorsOf(again) ?? {})).toEqual(['number']);
    expect(DUPLICATE).toContain(errorsOf(again)!.number);
  });

  it('refuses zero-width and bidi characters with a message naming them, and stores nothing', async () => {
    const users = await countRows(platform, 'users');
    const zeroWidth = await call('POST', '/user', { username: 'admin0001\u200B', realname: 'zw', roleId: 2, organizationId: 1 });
    expect(zeroWidth.statusCode).toBe(422);
    expect(errorsOf(zeroWidth)).toEqual({ username: invisible('U+200B') });
    const rtl = await call('POST', '/user', { username: 'rtluser01', realname: 'evil\u202Eexe.txt', roleId: 2, organizationId: 1 });
    expect(errorsOf(rtl)).toEqual({ realname: invisible('U+202E') });
    const zh = await call('POST', '/user', { username: '\uFEFFadmin0001', realname: 'bom', roleId: 2, organizationId: 1 }, admin, 'zh-CN');
    expect(errorsOf(zh)).toEqual({ username: '不能包含不可见字符、零宽字符或文字方向控制字符（发现 U+FEFF）' });
    expect(await countRows(platform, 'users')).toBe(users);

    const records = await countRows(platform, 'records');
    const plate = await call('POST', '/asset', { role: 1, name: 'truck', type: 'frozen', status: 1, organizationId: 1, plate: '粤B\u200D12345', code: 'ZC\u20660001' });
    expect(errorsOf(plate)).toEqual({ plate: invisible('U+200D'), code: invisible('U+2066') });
    expect(await countRows(platform, 'records')).toBe(records);

    const model = await call('POST', '/device', device('77700003', { model: 'M\u061C1' }));
    expect(errorsOf(model)).toEqual({ model: invisible('U+061C') });
  });

  it('the hand-written writes do the same: the account profile and page operations', async () => {
    const { session } = await loginAs(platform, 'operator01');
    const form = { realname: 'evil\u202Etxt', mobile: '', landline: '', email: '', address: '', description: '' };
    const rtl = await signedInject(platform, { method: 'PUT', url: '/account', session, lang: 'en', form });
    expect(rtl.statusCode).toBe(422);
    expect(errorsOf(rtl)).toEqual({ realname: invisible('U+202E') });
    const wide = await signedInject(platform, { method: 'PUT', url: '/account', session, lang: 'en', form: { ...form, realname: 'Ｗａｎｇ' } });
    expect(wide.envelope.status).toBe(ApiStatus.ok);
    expect((await call<{ realname: string }>('GET', '/account', undefined, session)).envelope.data!.realname).toBe('Wang');

    const menuId = (await platform.app.db.selectFrom('menus').select('id').where('route_name', '=', 'DeviceList').executeTakeFirstOrThrow()).id;
    const operations = await countRows(platform, 'operations');
    const op = (code: string) => signedInject(platform, { method: 'POST', url: `/operation/${menuId}`, session: admin, lang: 'en', form: { code, fullname: 'x', sortcode: '1', description: '' } });
    expect(errorsOf(await op('ｄｅｖｉｃｅｌｉｓｔ＿ａｄｄ'))).toEqual({ code: 'This code already exists on the page' });
    expect(errorsOf(await op('devicelist_add\u200B'))).toEqual({ code: invisible('U+200B') });
    expect(await countRows(platform, 'operations')).toBe(operations);
  });
});
