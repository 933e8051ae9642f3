import { createTestPlatform, loginAs, signedInject } from '../test/support/testPlatform';
it('dbg', async () => {
  const p = await createTestPlatform({ logger: true } as never);
  const s = (await loginAs(p, 'admin0001')).session;
  for (const url of ['/map/overview', '/map/vehicles', '/monitor?type=refrigerator']) {
    const r = await signedInject(p, { method: 'GET', url, session: s, lang: 'en' });
    console.log('DBG', url, JSON.stringify(r.envelope).slice(0, 400));
  }
  await p.close();
}, 60000);
