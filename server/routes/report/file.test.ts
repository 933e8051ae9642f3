import { ApiStatus, type ApiEnvelope } from '../../../src/lib/contract';
import { pdfText } from '../../../test/support/pdfText';
import { signedGet, userWithPages } from '../../../test/support/readingsFixture';
import { reportFileWorld, type ReportFileWorld } from '../../../test/support/reportFileFixture';

let world: ReportFileWorld;

beforeAll(async () => {
  world = await reportFileWorld();
});
afterAll(() => world.platform.close());

const fileOf = (query: Record<string, string | number>, session = world.admin, lang = 'en') =>
  signedGet(world.platform, '/report/temperature/file', query, session, lang);
const envelopeOf = (body: string) => JSON.parse(body) as ApiEnvelope<{ errors: Record<string, string> }>;
const waybillQuery = (more: Record<string, string | number> = {}) => ({ target: 'waybill', id: world.waybill.id, utcOffset: 480, ...more });

describe('GET /report/temperature/file', () => {
  it("answers a waybill's PDF as an attachment, never cached, its text holding the waybill number and the consignee's Chinese name", async () => {
    const response = await fileOf(waybillQuery({ format: 'pdf' }), world.admin, 'zh-CN');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${world.waybill.number}_\\d{12}-\\d{12}\\.pdf"; filename\\*=UTF-8''${world.waybill.number}_\\d{12}-\\d{12}\\.pdf$`),
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain(world.waybill.number);
    expect(text).toContain(world.waybill.consignee);
    expect(text).toContain(world.waybill.consignor);
    expect(text).toContain(world.device.number);
    expect(text).toContain('温度报告');
    expect(text).toMatch(/第 1 页，共 \d+ 页/);
    // the embedded font is a subset (pdfkit's six-letter tag), so the file stays small
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Regular/);
    expect(pdf.length).toBeLessThan(400_000);
    // the company's report logo (the seed gives the demo company one)
    const company = await world.platform.app.db
      .selectFrom('companies')
      .select('default_report_logo')
      .where('id', '=', world.companyId)
      .executeTakeFirstOrThrow();
    expect(company.default_report_logo).not.toBe('');
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
  });

  it("writes the PDF in the request's language, with the range in the user's zone", async () => {
    const start = world.waybill.departure + 3600;
    const response = await fileOf(waybillQuery({ format: 'pdf', start, end: start + 7200 }), world.admin, 'zh-TW');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('溫度報告');
    const local = (ts: number) => new Date((ts + 480 * 60) * 1000).toISOString().slice(0, 16).replace('T', ' ');
    expect(text).toContain(`${local(start)} – ${local(start + 7200)} (UTC+08:00)`);
  });

  it('refuses bad input with every wrong field named (-5)', async () => {
    const none = await fileOf({});
    expect(none.statusCode).toBe(422);
    expect(Object.keys(envelopeOf(none.body).data!.errors).sort()).toEqual(['format', 'id', 'target']);
    const wrong = await fileOf({ target: 'truck', id: 'x', format: 'docx', activationEnergy: 5 });
    expect(Object.keys(envelopeOf(wrong.body).data!.errors).sort()).toEqual(['activationEnergy', 'format', 'id', 'target']);
    expect(envelopeOf(wrong.body).data!.errors.format).toBe('Please choose one of the listed values');
    const long = await fileOf(
      waybillQuery({ format: 'pdf', start: world.waybill.departure - 40 * 86_400, end: world.waybill.departure }),
      world.admin,
      'zh-TW',
    );
    expect(envelopeOf(long.body).status).toBe(ApiStatus.invalid);
    expect(envelopeOf(long.body).data!.errors).toEqual({ range: '查詢時間範圍不能超過 31 天' });
  });

  it("needs the temperature log's menu and its export code (-4), before any input is read", async () => {
    const pageOnly = await userWithPages(world.platform, world.companyId, ['StatisticsTemperatureLog']);
    const codeOnly = await userWithPages(world.platform, world.companyId, [], ['statisticstemperaturelog_export']);
    for (const session of [pageOnly, codeOnly]) {
      const response = await fileOf({ format: 'nonsense' }, session);
      expect(response.statusCode).toBe(403);
      expect(envelopeOf(response.body).status).toBe(ApiStatus.forbidden);
    }
    const both = await userWithPages(world.platform, world.companyId, ['StatisticsTemperatureLog'], ['statisticstemperaturelog_export']);
    expect((await fileOf(waybillQuery({ format: 'xlsx', start: world.waybill.departure, end: world.waybill.departure + 600 }), both)).statusCode).toBe(200);
  });

  it("answers another company's waybill exactly like a missing one (-6)", async () => {
    const foreign = await fileOf(waybillQuery({ format: 'pdf' }), world.stranger);
    const missing = await fileOf(waybillQuery({ format: 'pdf', id: 99_999_999 }), world.stranger);
    expect(foreign.statusCode).toBe(404);
    expect(envelopeOf(foreign.body)).toEqual(envelopeOf(missing.body));
    expect(envelopeOf(foreign.body).status).toBe(ApiStatus.notFound);
  });
});
