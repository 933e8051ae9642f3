/**
 * Issue 28 §5: a registered trial's company (spec §9: 50 devices) adds no device past its limit,
 * said at the device number, and nothing is stored; a company without a limit is not counted.
 */
import { countRows, createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let platform: TestPlatform;
let admin: TestSession;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = (await loginAs(platform, 'admin0001')).session;
});
afterAll(() => platform.close());

const device = (number: string) => ({ number, name: `D${number}`, type: 'temperature', expireDate: 1_900_000_000, organizationId: 1 });
const add = (number: string) => signedInject<{ errors?: Record<string, string> }>(platform, { method: 'POST', url: '/device', session: admin, json: device(number) });

async function companyOfAdmin(): Promise<{ id: number; devices: number }> {
  const user = await platform.app.db.selectFrom('users').select('company_id').where('username', '=', 'admin0001').executeTakeFirstOrThrow();
  const row = await platform.app.db
    .selectFrom('devices')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('company_id', '=', user.company_id)
    .executeTakeFirstOrThrow();
  return { id: user.company_id, devices: Number(row.count) };
}

describe('a company’s device limit', () => {
  it('refuses the device past the limit with the limit named, stores nothing, and takes one once the limit is raised', async () => {
    const company = await companyOfAdmin();
    expect(company.devices).toBeGreaterThan(0);
    await platform.app.db.updateTable('companies').set({ device_limit: company.devices }).where('id', '=', company.id).execute();
    const before = await countRows(platform, 'devices');

    const refused = await add('88800001');
    expect(refused.statusCode).toBe(422);
    expect(refused.envelope.data?.errors).toEqual({ number: `The trial's device limit (${company.devices}) is reached` });
    expect(await countRows(platform, 'devices')).toBe(before);

    await platform.app.db.updateTable('companies').set({ device_limit: company.devices + 1 }).where('id', '=', company.id).execute();
    expect((await add('88800001')).statusCode).toBe(200);
    expect((await add('88800002')).statusCode).toBe(422);

    // no limit: not counted at all
    await platform.app.db.updateTable('companies').set({ device_limit: null }).where('id', '=', company.id).execute();
    expect((await add('88800002')).statusCode).toBe(200);
    expect(await countRows(platform, 'devices')).toBe(before + 2);
  });
});
