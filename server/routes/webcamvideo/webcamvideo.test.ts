import { ApiStatus } from '../../../src/lib/contract';
import { SAMPLE_STREAM_PATH, type WebcamStream } from '../../../src/lib/webcams';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let platform: TestPlatform;
let admin: TestSession;
let second: TestSession;
let operator: TestSession;
beforeAll(async () => {
  platform = await createTestPlatform();
  admin = (await loginAs(platform, 'admin0001')).session;
  second = (await loginAs(platform, 'admin0002')).session;
  operator = (await loginAs(platform, 'operator01')).session;
  // a seeded platform on a shared, loaded machine
}, 120_000);
afterAll(() => platform.close());

const list = (session: TestSession) => signedInject<WebcamStream[]>(platform, { method: 'GET', url: '/webcamvideo', session });

describe('GET /webcamvideo', () => {
  it("lists the company's cameras with the seeded sample stream and the rtsp cameras", async () => {
    const { envelope } = await list(admin);
    expect(envelope.status).toBe(ApiStatus.ok);
    const urls = envelope.data!.map((camera) => camera.url);
    expect(urls).toContain(SAMPLE_STREAM_PATH);
    expect(urls.some((url) => url.startsWith('rtsp://'))).toBe(true);
    expect(Object.keys(envelope.data![0]!).sort()).toEqual(['id', 'name', 'url']);
  });

  it("keeps companies apart and needs the page", async () => {
    const mine = (await list(admin)).envelope.data!.map((camera) => camera.id);
    const theirs = (await list(second)).envelope.data!.map((camera) => camera.id);
    expect(theirs.filter((id) => mine.includes(id))).toEqual([]);
    expect((await list(operator)).envelope.status).toBe(ApiStatus.forbidden);
  });
});
