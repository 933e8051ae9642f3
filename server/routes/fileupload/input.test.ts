/**
 * Bad input on POST /fileupload/avatar: the messages of an entity's file property
 * (defs.schema.json#/$defs/avatarFile, `x-file`) in the request language, and the avatar unchanged.
 */
import { platformWithUsers, signedInject } from '../../../test/support/testPlatform';

const fx = platformWithUsers({ avatarMaxBytes: 2 * 1024 * 1024 });

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const avatar = async () => (await fx.platform.app.db.selectFrom('users').select('avatar').where('username', '=', 'admin0001').executeTakeFirstOrThrow()).avatar;
const upload = (files: Parameters<typeof signedInject>[1]['files'], lang: string) =>
  signedInject(fx.platform, { method: 'POST', url: '/fileupload/avatar', session: fx.admin, files, form: { note: 'x' }, lang });

describe('POST /fileupload/avatar with bad input', () => {
  it('names the problem in the request language and keeps the avatar', async () => {
    const before = await avatar();
    const pdf = await upload({ image: { filename: 'cv.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4') } }, 'zh-CN');
    expect(pdf.statusCode).toBe(422);
    expect(pdf.envelope.data).toEqual({ errors: { image: '上传格式不正确，请上传 jpg, jpeg, png, gif 格式' } });
    // a png by name and type, not by content
    const disguised = await upload({ image: { filename: 'x.png', contentType: 'image/png', data: Buffer.from('<svg onload=alert(1)>') } }, 'zh-TW');
    expect(disguised.envelope.data).toEqual({ errors: { image: '上傳格式不正確，請上傳 jpg, jpeg, png, gif 格式' } });
    const big = await upload({ image: { filename: 'big.png', contentType: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) } }, 'en');
    expect(big.envelope.data).toEqual({ errors: { image: 'The file must not exceed 2 MB' } });
    const none = await upload(undefined, 'zh-CN');
    expect(none.envelope.data).toEqual({ errors: { image: '此项为必填项' } });
    expect(await avatar()).toBe(before);
  });
});
