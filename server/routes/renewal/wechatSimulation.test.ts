/**
 * Issue 28 §3: the simulated WeChat payment renews for free, so it is offered in development
 * only: elsewhere the account says so and both the order and its "paid" are refused, even with
 * RENEWAL_WECHAT_SIMULATED on, and no device moves.
 */
import { ApiStatus } from '../../../src/lib/contract';
import { createTestPlatform, loginAs, signedInject, type TestPlatform } from '../../../test/support/testPlatform';

let platform: TestPlatform;
afterAll(() => platform?.close());

it('offers no simulated WeChat payment outside development', async () => {
  platform = await createTestPlatform({ consoleEnv: 'production', renewalWechatSimulated: true });
  const { session } = await loginAs(platform, 'admin0001');
  const account = await signedInject<{ wechat: boolean }>(platform, { method: 'GET', url: '/renewal/account', session });
  expect(account.envelope.data?.wechat).toBe(false);

  const device = await platform.app.db.selectFrom('devices').select(['id', 'expire_date']).orderBy('id').executeTakeFirstOrThrow();
  const order = await signedInject(platform, { method: 'POST', url: '/renewal/wechat', session, json: { deviceIds: [device.id], years: 1 } });
  expect(order.envelope).toMatchObject({ status: ApiStatus.failed, message: 'WeChat payment is not available' });
  const paid = await signedInject(platform, { method: 'POST', url: '/renewal/wechat/1/pay', session, json: {} });
  expect(paid.envelope).toMatchObject({ status: ApiStatus.failed, message: 'WeChat payment is not available' });
  const after = await platform.app.db.selectFrom('devices').select('expire_date').where('id', '=', device.id).executeTakeFirstOrThrow();
  expect(after.expire_date).toBe(device.expire_date);
});
