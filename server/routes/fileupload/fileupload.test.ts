import { ApiStatus } from '../../../src/lib/contract';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let platform: TestPlatform;
let session: TestSession;
beforeEach(async () => {
  platform = await createTestPlatform({ avatarMaxBytes: 64 * 1024 });
  ({ session } = await loginAs(platform, 'admin0001'));
});
afterEach(() => platform.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);

const upload = (filename: string, contentType: string, data: Buffer) =>
  signedInject<{ url: string }>(platform, {
    method: 'POST',
    url: '/fileupload/avatar',
    session,
    files: { image: { filename, contentType, data } },
  });

describe('POST /fileupload/avatar', () => {
  it('stores a png, sets the avatar and serves the file back', async () => {
    const { envelope } = await upload('me.png', 'image/png', PNG);
    expect(envelope.status).toBe(ApiStatus.ok);
    const url = envelope.data!.url;
    expect(url).toMatch(/^\/api\/files\/avatars\/\d+-[0-9a-f]+\.png$/);
    const served = await platform.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const account = await signedInject<{ avatar: string }>(platform, { method: 'GET', url: '/account', session });
    expect(account.envelope.data!.avatar).toBe(url);
  });

  it('refuses other types, including a disguised file', async () => {
    const pdf = await upload('doc.pdf', 'application/pdf', Buffer.from('%PDF-1.4'));
    expect(pdf.statusCode).toBe(422);
    // the message of an entity's file property of the same types (defs.schema.json#/$defs/avatarFile)
    expect(pdf.envelope.data).toEqual({ errors: { image: 'The upload format is incorrect, please upload jpg, jpeg, png, gif format' } });
    const disguised = await upload('evil.png', 'image/png', Buffer.from('<svg onload=alert(1)>'));
    expect(disguised.envelope.status).toBe(ApiStatus.invalid);
  });

  it('refuses a file over the limit', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(64 * 1024)]);
    const { statusCode, envelope } = await upload('big.png', 'image/png', big);
    expect(statusCode).toBe(422);
    expect(envelope.data).toEqual({ errors: { image: 'The file must not exceed 64 KB' } });
  });

  it('asks for an image when none is sent', async () => {
    const { envelope } = await signedInject(platform, { method: 'POST', url: '/fileupload/avatar', session, form: { note: 'x' } });
    expect(envelope.data).toEqual({ errors: { image: 'This field is required' } });
  });

  it('answers 404 for an unknown or malformed file name', async () => {
    expect((await platform.app.inject({ method: 'GET', url: '/api/files/avatars/nope.png' })).statusCode).toBe(404);
    expect((await platform.app.inject({ method: 'GET', url: '/api/files/../platform.sqlite' })).statusCode).toBe(404);
  });
});
