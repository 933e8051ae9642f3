/**
 * Bad input on POST /operation/{menuId} and PUT /operation/{id}: checked with
 * schemas/operation.schema.json, the schema the console's forms use; one translated message per
 * field, and no operation written or changed.
 */
import { countRows, platformWithUsers, signedInject } from '../../../test/support/testPlatform';

const fx = platformWithUsers();

const menuId = async (routeName: string) =>
  (await fx.platform.app.db.selectFrom('menus').select('id').where('route_name', '=', routeName).executeTakeFirstOrThrow()).id;
const operation = (code: string) => fx.platform.app.db.selectFrom('operations').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
const send = (method: 'POST' | 'PUT', url: string, form: Record<string, string>, lang: string) =>
  signedInject(fx.platform, { method, url, session: fx.admin, form, lang });

describe('POST /operation/{menuId} with bad input', () => {
  it('holds the operation schema’s rules, in the request language, and writes nothing', async () => {
    const before = await countRows(fx.platform, 'operations');
    const url = `/operation/${await menuId('DeviceList')}`;
    const en = await send('POST', url, { code: 'x'.repeat(51), fullname: 'y'.repeat(65), sortcode: 'first', description: 'z'.repeat(501) }, 'en');
    expect(en.statusCode).toBe(422);
    expect(en.envelope.data).toEqual({
      errors: { code: 'At most 50 characters', fullname: 'At most 64 characters', sortcode: 'Must be an integer', description: 'At most 500 characters' },
    });
    const zh = await send('POST', url, { code: 'device list', fullname: '', sortcode: '-1' }, 'zh-CN');
    expect(zh.envelope.data).toEqual({ errors: { code: '不能包含空白字符', fullname: '此项为必填项', sortcode: '不能小于 0' } });
    const tw = await send('POST', url, { code: 'ｄｅｖｉｃｅｌｉｓｔ＿ａｄｄ', fullname: '新增' }, 'zh-TW');
    expect(tw.envelope.data).toEqual({ errors: { code: '該頁面已存在此操作代碼' } });
    expect(await countRows(fx.platform, 'operations')).toBe(before);
  });
});

describe('PUT /operation/{id} with bad input', () => {
  it('checks the page it moves to and the code there, in the request language, and changes nothing', async () => {
    const existing = await operation('devicelist_export');
    const url = `/operation/${existing.id}`;
    const en = await send('PUT', url, { menuid: 'x', code: 'devicelist_export', fullname: 'Export', sortcode: '1.5' }, 'en');
    expect(en.envelope.data).toEqual({ errors: { menuid: 'Must be an integer', sortcode: 'Must be an integer' } });
    const zh = await send('PUT', url, { menuid: '999999', code: 'devicelist_export', fullname: 'Export' }, 'zh-CN');
    expect(zh.envelope.data).toEqual({ errors: { menuid: '引用的数据不存在或无权查看' } });
    const clash = await send('PUT', url, { code: 'devicelist_add', fullname: 'Export' }, 'zh-CN');
    expect(clash.envelope.data).toEqual({ errors: { code: '该页面已存在此操作代码' } });
    expect(await operation('devicelist_export')).toEqual(existing);
  });
});
