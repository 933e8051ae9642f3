/**
 * The generated Import action (issue 29 §3, spec §5) on users and devices: the device list's
 * hidden import code, users' initial passwords, and the device hooks (a trial company's limit).
 * (Waybills, the file checks and the template: waybillImport.test.ts.)
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { verifyPassword } from '../../services/password';
import { errorsOf, importFixture, xlsx } from '../../../test/support/importFixture';
import { userWithPages } from '../../../test/support/readingsFixture';

const imp = importFixture();
const { upload, count } = imp;

describe('POST /device/import: the hidden code of the device list', () => {
  it("refuses a role holding devicelist_hide_import, and lets the page's other viewers import", async () => {
    const file = await xlsx([['Device number', 'Name', 'Type', 'Expiry date', 'Organization']]);
    const hidden = await userWithPages(imp.platform, 1, ['DeviceList'], ['devicelist_hide_import']);
    expect((await upload('device', { filename: 'd.xlsx', data: file }, hidden)).statusCode).toBe(403);
    const viewer = await userWithPages(imp.platform, 1, ['DeviceList']);
    const allowed = await upload('device', { filename: 'd.xlsx', data: file }, viewer);
    // past the permission: a header and no rows is the file's problem
    expect(allowed.statusCode).toBe(422);
    expect(errorsOf(allowed.envelope).file).toBe('The file has no rows: a header row and at least one data row are needed. Use the template');
  });
});

describe('POST /user/import', () => {
  it('creates users whose initial password is the login account, to be changed first', async () => {
    const before = await count('users');
    const file = await xlsx([
      ['Login account', 'User name', 'Role', 'Organization', 'Mobile'],
      ['importuser01', 'ImportedOne', 'Operator', null, '13800138000'],
      ['importuser02', 'Imported Two', 'Operator', null, '13800138001'],
      ['importuser01', 'ImportedAgain', 'Operator', null, null],
      ['importuser03', 'ImportedThree', 'NoSuchRole', null, 'phone'],
    ]);
    const org = await imp.platform.app.db.selectFrom('organizations').select('name').where('company_id', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const role = await imp.platform.app.db.selectFrom('roles').select('name').where('company_id', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const sheet = (await new ExcelJS.Workbook().xlsx.load(file as unknown as ExcelJS.Buffer)).worksheets[0]!;
    for (const row of [2, 3, 4]) {
      sheet.getRow(row).getCell(3).value = role.name;
      sheet.getRow(row).getCell(4).value = org.name;
    }
    sheet.getRow(5).getCell(4).value = org.name;
    const data = Buffer.from(await sheet.workbook.xlsx.writeBuffer());
    const { envelope } = await upload('user', { filename: 'users.xlsx', data });
    const result = envelope.data!;
    expect(result.stored).toBe(1);
    expect(await count('users')).toBe(before + 1);
    const rows = result.errors.map((e) => [e.row, e.column, e.message]);
    expect(rows).toContainEqual([3, 'User name', 'Whitespace is not allowed']);
    expect(rows).toContainEqual([4, 'Login account', 'importuser01 is already used in row 2 of the file']);
    expect(rows).toContainEqual([5, 'Role', 'Nothing named NoSuchRole was found']);
    const user = await imp.platform.app.db.selectFrom('users').selectAll().where('username', '=', 'importuser01').executeTakeFirstOrThrow();
    expect(user.must_change_password).toBe(1);
    expect(user.company_id).toBe(1);
    expect(await verifyPassword('importuser01', user.password_hash)).toBe(true);
  });
});

describe('POST /device/import', () => {
  it('runs the device hooks: a trial company adds no device past its limit', async () => {
    const header = ['Device number', 'Name', 'Type', 'Expiry date', 'Organization'];
    const org = await imp.platform.app.db.selectFrom('organizations').select('name').where('company_id', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const first = await xlsx([header, ['87650001', 'ImportDev1', 'temperature', '2030-01-01 00:00:00', org.name]]);
    const stored = await upload('device', { filename: 'devices.xlsx', data: first });
    expect(stored.envelope.data!.errors).toEqual([]);
    expect(stored.envelope.data!.stored).toBe(1);
    const devices = await count('devices');
    const own = Number((await imp.platform.app.db.selectFrom('devices').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', 1).executeTakeFirstOrThrow()).n);
    await sql`update companies set device_limit = ${own} where id = 1`.execute(imp.platform.app.db);
    try {
      const second = await xlsx([header, ['87650002', 'ImportDev2', 'temperature', '2030-01-01 00:00:00', org.name]]);
      const { envelope } = await upload('device', { filename: 'devices.xlsx', data: second });
      expect(envelope.data!.stored).toBe(0);
      expect(envelope.data!.errors[0]).toMatchObject({ row: 2, column: 'Device number' });
      expect(await count('devices')).toBe(devices);
    } finally {
      await sql`update companies set device_limit = null where id = 1`.execute(imp.platform.app.db);
    }
  });
});
