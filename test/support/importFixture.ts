/**
 * The generated Import action's tests (server/routes/resources/*Import.test.ts): one platform a
 * file, admin0001 and admin0002 (another company) signed in, workbooks made with exceljs, and the
 * upload of one as the console sends it.
 */
import ExcelJS from 'exceljs';
import { ApiStatus } from '../../src/lib/contract';
import { importPath, type ImportResult } from '../../src/lib/import';
import { createTestPlatform, loginAs, signedInject, type SignedResponse, type TestPlatform, type TestSession } from './testPlatform';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook of one sheet holding the rows. */
export async function xlsx(rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A '-5' answer's errors by field. */
export const errorsOf = (envelope: { data?: unknown }) => (envelope.data as { errors: Record<string, string> }).errors;

export interface ImportFixture {
  readonly platform: TestPlatform;
  readonly admin: TestSession;
  /** admin0002, of another company */
  readonly otherCompany: TestSession;
  /** the platform clock at the start, in unix seconds */
  readonly now: number;
  /** POST /{resource}/import of the file as the console sends it (UTC+8), as admin in English unless told */
  upload: (resource: string, file: { filename: string; data: Uint8Array }, session?: TestSession, lang?: string) => Promise<SignedResponse<ImportResult>>;
  count: (table: 'waybills' | 'users' | 'devices') => Promise<number>;
  /** An asset of the session's company and organization: its id. */
  newAsset: (session: TestSession, role: number, name: string) => Promise<number>;
}

/** Registers the file's beforeAll/afterAll; the state is read through the answer's getters once they ran. */
export function importFixture(): ImportFixture {
  let platform: TestPlatform;
  let admin: TestSession;
  let otherCompany: TestSession;
  let now: number;

  beforeAll(async () => {
    platform = await createTestPlatform();
    now = Math.floor(platform.clock.now() / 1000);
    admin = (await loginAs(platform, 'admin0001')).session;
    otherCompany = (await loginAs(platform, 'admin0002')).session;
  }, 120_000);
  afterAll(() => platform.close());

  return {
    get platform() {
      return platform;
    },
    get admin() {
      return admin;
    },
    get otherCompany() {
      return otherCompany;
    },
    get now() {
      return now;
    },
    upload: (resource, file, session = admin, lang = 'en') =>
      signedInject<ImportResult>(platform, {
        method: 'POST',
        url: importPath(resource),
        session,
        lang,
        form: { utcOffset: 480 },
        files: { file: { filename: file.filename, contentType: XLSX_TYPE, data: file.data } },
      }),
    count: async (table) => Number((await platform.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
    async newAsset(session, role, name) {
      const organizationId = Number((await platform.app.db.selectFrom('users').select('organization_id').where('username', '=', session.username).executeTakeFirstOrThrow()).organization_id);
      const { envelope } = await signedInject<{ id: number }>(platform, {
        method: 'POST',
        url: '/asset',
        session,
        json: { role, name, type: role === 1 ? 'frozen' : 'ordinary', status: 1, organizationId },
      });
      if (envelope.status !== ApiStatus.ok) throw new Error(`asset ${name}: ${JSON.stringify(envelope)}`);
      return envelope.data!.id;
    },
  };
}
