import { createTestPlatform, type TestPlatform } from '../../../../test/support/testPlatform';
import { NOTICE_FILES } from '../../files';
import { reportLogo } from './reportLogo';

let platform: TestPlatform;
let companyId: number;

beforeAll(async () => {
  platform = await createTestPlatform();
  companyId = (await platform.app.db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => platform.close());

const withLogo = async (stored: string) => {
  await platform.app.db.updateTable('companies').set({ default_report_logo: stored }).where('id', '=', companyId).execute();
  return reportLogo(platform.app, companyId);
};

describe('the report logo', () => {
  it('is the company\'s PNG or JPEG from the file store, by key or by its /api/files/ address', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const jpeg = Buffer.from('ffd8ffe000104a464946', 'hex');
    await platform.app.files.put('records/logo-a.png', png);
    await platform.app.files.put('records/logo-b.jpg', jpeg);
    expect(await withLogo('/api/files/records/logo-a.png')).toBe(`data:image/png;base64,${png.toString('base64')}`);
    expect(await withLogo('records/logo-b.jpg')).toBe(`data:image/jpeg;base64,${jpeg.toString('base64')}`);
  });

  it('is none without one, for a file gone from the store, and for a file that is not an image pdfkit draws', async () => {
    expect(await withLogo('')).toBeNull();
    expect(await withLogo('/api/files/records/gone.png')).toBeNull();
    expect(await withLogo(NOTICE_FILES.renewalPolicy.url)).toBeNull();
    expect(await withLogo('/api/files/../../etc/passwd')).toBeNull();
  });
});
