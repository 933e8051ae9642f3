/**
 * Bad input on PUT /announcement/state/{id} (state.body.json): one translated message per field,
 * and no state stored.
 */
import { ApiStatus } from '../../../src/lib/contract';
import type { AnnouncementView } from '../../services/announcements';
import { countRows, platformWithUsers, signedInject } from '../../../test/support/testPlatform';

const fx = platformWithUsers({ seedAnnouncements: true });

const firstId = async () =>
  (await signedInject<AnnouncementView[]>(fx.platform, { method: 'GET', url: '/announcement', session: fx.operator })).envelope.data![0]!.id;
const put = async (form: Record<string, string>, lang = 'en') =>
  signedInject(fx.platform, { method: 'PUT', url: `/announcement/state/${await firstId()}`, session: fx.operator, form, lang });

describe('PUT /announcement/state/{id} with bad input', () => {
  it('names each bad field in the request language and stores no state', async () => {
    const states = await countRows(fx.platform, 'announcement_states');
    const en = await put({ property: 'liked', timestamp: 'soon', value: '1', medium: 'sms' });
    expect(en.statusCode).toBe(422);
    expect(en.envelope).toMatchObject({ status: ApiStatus.invalid, message: 'Parameter error' });
    expect(en.envelope.data).toEqual({
      errors: { property: 'Please choose one of the listed values', timestamp: 'Must be an integer', medium: 'Please choose one of the listed values' },
    });
    const zh = await put({ property: '', timestamp: '-5', value: '1' }, 'zh-CN');
    expect(zh.envelope.data).toEqual({ errors: { property: '此项为必填项', timestamp: '不能小于 0' } });
    const tw = await put({ property: 'read', timestamp: '1'.repeat(14) }, 'zh-TW');
    expect(tw.envelope.data).toEqual({ errors: { timestamp: '不能大於 9999999999999' } });
    expect(await countRows(fx.platform, 'announcement_states')).toBe(states);

    // the medium is web when not sent (spec §7: fixed as web)
    expect((await put({ property: 'display', timestamp: String(Date.now()), value: '1' })).envelope.status).toBe(ApiStatus.ok);
    expect(await countRows(fx.platform, 'announcement_states')).toBe(states + 1);
  });
});
