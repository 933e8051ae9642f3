/**
 * Two instances on one database (issue 30 §5): read-only mode and the banner turned on through
 * one are obeyed and shown by the other, once its cached read (CACHE_MS) is past. Needs
 * TEST_REDIS_URL (a test cluster's instances share it); skipped without.
 */
import { ApiStatus } from '../../../src/lib/contract';
import type { CurrentSwitches } from '../../../src/lib/platformSwitches';
import { CACHE_MS } from '../../services/platformSwitches/store';
import { createTestCluster, testRedisUrl, type TestCluster } from '../../../test/support/testCluster';
import { loginAs, signedInject, type TestPlatform } from '../../../test/support/testPlatform';

describe.skipIf(!testRedisUrl())('the platform switches across two instances', () => {
  let cluster: TestCluster;
  let a: TestPlatform;
  let b: TestPlatform;

  beforeAll(async () => {
    cluster = await createTestCluster(2);
    [a, b] = cluster.instances as [TestPlatform, TestPlatform];
  }, 120_000);
  afterAll(() => cluster.close());

  it('a switch changed on one instance is obeyed by the other within the cache time', async () => {
    const onA = (await loginAs(a, 'admin0001')).session;
    const onB = (await loginAs(b, 'admin0001')).session;
    const current = () => signedInject<CurrentSwitches>(b, { method: 'GET', url: '/platformswitch/current', session: onB });
    // B has read the switches (and keeps them CACHE_MS)
    expect((await current()).envelope.data!.readOnly.on).toBe(false);
    expect((await signedInject(a, { method: 'PUT', url: '/platformswitch/banner', form: { enabled: true, textEn: 'From A' }, session: onA })).envelope.status).toBe(ApiStatus.ok);
    expect((await signedInject(a, { method: 'PUT', url: '/platformswitch/readonly', form: { on: true }, session: onA })).envelope.status).toBe(ApiStatus.ok);
    b.clock.advance(CACHE_MS / 1000);
    expect((await current()).envelope.data).toEqual({ banner: { text: 'From A', severity: 'info' }, readOnly: { on: true, note: '' } });
    const refused = await signedInject(b, { method: 'PUT', url: '/platformswitch/banner', form: { enabled: false }, session: onB });
    expect(refused.statusCode).toBe(503);
    // the switch itself still goes through on B
    expect((await signedInject(b, { method: 'PUT', url: '/platformswitch/readonly', form: { on: false }, session: onB })).envelope.status).toBe(ApiStatus.ok);
    a.clock.advance(CACHE_MS / 1000);
    expect((await signedInject(a, { method: 'PUT', url: '/platformswitch/banner', form: { enabled: false }, session: onA })).envelope.status).toBe(ApiStatus.ok);
  }, 60_000);
});
