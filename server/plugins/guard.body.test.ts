/** Issue 10 §4: headers are checked before any body is read, and each route takes only the body it needs. */
// databaseTests.ts: engine-neutral (headers and body limits before any body is read; the platform is only a server to ask)
import net from 'node:net';
import { ApiStatus } from '../../src/lib/contract';
import { encryptPassword } from '../../src/lib/sm2';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../test/support/testPlatform';

let platform: TestPlatform;
let session: TestSession;
let port: number;

beforeAll(async () => {
  platform = await createTestPlatform();
  ({ session } = await loginAs(platform, 'admin0001'));
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  port = (platform.app.server.address() as net.AddressInfo).port;
});
afterAll(() => platform.close());

/**
 * Sends only the request head, announcing a huge body that never comes, and resolves with the
 * status line of the answer: an answer proves the server decided before reading the body.
 */
function headOnly(path: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const lines = Object.entries({ host: `127.0.0.1:${port}`, ...headers }).map(([k, v]) => `${k}: ${v}`);
    socket.write(`POST ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
      if (text.includes('\r\n')) {
        socket.destroy();
        resolve(text.split('\r\n')[0] ?? '');
      }
    });
    socket.on('error', reject);
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer before the body to ${path}`));
    }, 5000);
  });
}

const HUGE = { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(60 * 1024 * 1024) };

describe('before the body', () => {
  it('refuses an unsigned 60 MB multipart login from its head alone', async () => {
    expect(await headOnly('/api/auth/login', HUGE)).toBe('HTTP/1.1 413 Payload Too Large');
  });

  it('refuses an unsigned write to a signed-in route from its head alone, whatever its length', async () => {
    expect(await headOnly('/api/device', { ...HUGE, 'content-length': '1000' })).toBe('HTTP/1.1 401 Unauthorized');
  });

  it('refuses a signed-in write announcing more than the route takes', async () => {
    const response = await signedInject(platform, { method: 'POST', url: '/alarmRule', session, json: { name: 'x' }, headers: { 'content-length': String(5 * 1024 * 1024) } });
    expect(response.statusCode).toBe(413);
    expect(response.envelope).toMatchObject({ status: ApiStatus.failed, message: 'The request is too large' });
  });
});

describe('per-route bodies', () => {
  it('takes no file on a route that takes none: a login carrying a file is refused', async () => {
    const response = await signedInject(platform, {
      method: 'POST',
      url: '/auth/login',
      form: { username: 'admin0001', password: encryptPassword('Admin@123', platform.app.keys.publicKey) },
      files: { junk: { filename: 'a.bin', contentType: 'application/octet-stream', data: new Uint8Array(100) } },
    });
    expect(response.statusCode).toBe(413);
    expect(response.envelope.status).toBe(ApiStatus.failed);
  });

  it('caps a login body at a few KB, however it is encoded', async () => {
    const big = { username: 'admin0001', password: 'ab'.repeat(4000) };
    const json = await signedInject(platform, { method: 'POST', url: '/auth/login', json: big });
    expect(json.statusCode).toBe(413);
    const form = await signedInject(platform, { method: 'POST', url: '/auth/login', form: big });
    expect([413, 422]).toContain(form.statusCode);
    expect(form.envelope.status).not.toBe(ApiStatus.ok);
  });

  it('still takes an avatar on the avatar route', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)]);
    const response = await signedInject(platform, {
      method: 'POST',
      url: '/fileupload/avatar',
      session,
      form: {},
      files: { image: { filename: 'me.png', contentType: 'image/png', data: png } },
    });
    expect(response.envelope.status).toBe(ApiStatus.ok);
  });

  it('refuses a password ciphertext longer than the longest password gives, before decrypting', async () => {
    const response = await signedInject(platform, {
      method: 'POST',
      url: '/auth/login',
      encoding: 'urlencoded',
      form: { username: 'admin0001', password: '04' + 'ab'.repeat(600) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.envelope).toMatchObject({ status: ApiStatus.invalid, data: { errors: { password: 'At most 64 characters' } } });
  });
});
