/**
 * Calibration (issue 30 §4): certificates of calibration records (GET /calibration/{id}/certificate)
 * under the print header of the device's organization, the same header on the temperature log
 * PDF, the rule's logo, company scoping and bad input at the certificate. (Plans:
 * calibrationPlans.test.ts; bad input at the other routes: calibrationInput.test.ts.)
 */
import { ApiStatus, type ApiEnvelope } from '../../../src/lib/contract';
import { calibrationFixture, DAY, errors } from '../../../test/support/calibrationFixture';
import { pdfText } from '../../../test/support/pdfText';
import { signedGet, userWithPages } from '../../../test/support/readingsFixture';
import { signedInject } from '../../../test/support/testPlatform';

const cal = calibrationFixture();
const { now, post, put, certificate, unit } = cal;

describe('GET /calibration/{id}/certificate', () => {
  let recordId: number;
  let unitId: number;
  let startDate: number;

  beforeAll(async () => {
    unitId = await unit('Shanghai Metrology Lab');
    startDate = now() - 10 * DAY;
    const { envelope } = await post('/calibration', {
      deviceId: cal.devices.nanjing.id,
      unitId,
      startDate,
      dueDate: startDate + 365 * DAY,
      type: 'periodic',
      temperatureZone: '2~8',
      load: 'full',
      certificateNumber: 'SH-2026-0042',
      tolerance: 0.5,
      points: [
        { channel: 'T1', reference: 2, measured: 2.3 },
        { channel: 'T2', reference: 8, measured: 8.7 },
      ],
    });
    expect(envelope.status, JSON.stringify(envelope)).toBe(ApiStatus.ok);
    recordId = envelope.data!.id as number;
  });

  it("answers the record's PDF as an attachment, with its device, unit, points, deviations, verdict and dates", async () => {
    const response = await certificate(recordId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toContain('certificate-SH-2026-0042.pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Calibration certificate');
    expect(text).toContain('SH-2026-0042');
    expect(text).toContain(cal.devices.nanjing.number);
    expect(text).toContain('Shanghai Metrology Lab');
    expect(text).toContain('CNAS L9999');
    const day = (ts: number) => new Date((ts + 480 * 60) * 1000).toISOString().slice(0, 10);
    expect(text).toContain(day(startDate));
    expect(text).toContain(day(startDate + 365 * DAY));
    expect(text).toMatch(/T1\s*2\.0\s*2\.3\s*\+0\.3\s*Pass/);
    expect(text).toMatch(/T2\s*8\.0\s*8\.7\s*\+0\.7\s*Fail/);
    expect(text).toContain('Result: Fail');
    expect(text).toContain('±0.5 °C');
  });

  it("is headed by the print header rule of the device's organization, else its nearest ancestor's, else the company default", async () => {
    // the seed: the company default, and the Jiangsu branch (JS) whose subtree holds JS-NJ and JS-NJ-JN
    const header = async (deviceId: number) => {
      const { envelope } = await post('/calibration', { deviceId, startDate: now() - DAY, dueDate: now() + 300 * DAY, type: 'periodic', points: [{ channel: 'T1', reference: 5, measured: 5.1 }] });
      return pdfText((await certificate(envelope.data!.id as number)).rawPayload);
    };
    const nanjing = await header(cal.devices.nanjing.id);
    expect(nanjing).toContain('江苏分公司');
    expect(nanjing).toContain('JS20260088');
    expect(nanjing).toContain('Result: Pass');
    const zhejiang = await header(cal.devices.zhejiang.id);
    expect(zhejiang).toContain('SH20260001');
    expect(zhejiang).not.toContain('JS20260088');
    // a rule of the cold store itself wins over its branch's for the devices under it
    const rule = await post('/printHeadRule', { organizationId: cal.org['JS-NJ'], companyName: 'Nanjing Cold Store Co.', address: 'Jiangning Road 1', licenceNumber: 'NJ-777' });
    expect(rule.envelope.status).toBe(ApiStatus.ok);
    const jiangning = await header(cal.devices.jiangning.id);
    expect(jiangning).toContain('Nanjing Cold Store Co.');
    expect(jiangning).toContain('Licence No.: NJ-777');
    expect(jiangning).not.toContain('JS20260088');
  });

  it("keeps companies apart: another company's admin gets '-6' as for a missing record", async () => {
    const other = await certificate(recordId, cal.secondAdmin);
    expect(other.statusCode).toBe(404);
    expect((JSON.parse(other.body) as ApiEnvelope).status).toBe(ApiStatus.notFound);
    expect((await certificate(999_999_999)).statusCode).toBe(404);
  });

  it('asks for a page of calibration records: none is refused (-4), certificate download alone is enough', async () => {
    const none = await userWithPages(cal.platform, cal.companyId, ['DeviceList']);
    const refused = await certificate(recordId, none);
    expect(refused.statusCode).toBe(403);
    expect((JSON.parse(refused.body) as ApiEnvelope).status).toBe(ApiStatus.forbidden);
    const downloader = await userWithPages(cal.platform, cal.companyId, ['DeviceCertDownload']);
    expect((await certificate(recordId, downloader)).statusCode).toBe(200);
  });

  it('refuses bad input: a zone out of range or no number (-5), an id that is no id (-6)', async () => {
    const zone = await certificate(recordId, cal.admin, { utcOffset: 9999 });
    expect(zone.statusCode).toBe(422);
    expect(Object.keys(errors((JSON.parse(zone.body) as ApiEnvelope).data))).toEqual(['utcOffset']);
    const word = await certificate(recordId, cal.admin, { utcOffset: 'east' });
    expect(word.statusCode).toBe(422);
    expect(Object.keys(errors((JSON.parse(word.body) as ApiEnvelope).data))).toEqual(['utcOffset']);
    for (const id of ['abc', '0', '-1', '1e3', '99999999999999999999']) expect((await certificate(id)).statusCode, id).toBe(404);
  });

  it('writes the certificate in the language of the request', async () => {
    const text = await pdfText((await certificate(recordId, cal.admin, { utcOffset: 480 }, 'zh-CN')).rawPayload);
    expect(text).toContain('校准证书');
    expect(text).toContain('不合格');
  });
});

describe('the temperature log PDF under the print header rules', () => {
  const logOf = async (deviceId: number) => {
    const end = now();
    const response = await signedGet(cal.platform, '/report/temperature/file', { target: 'device', id: deviceId, start: end - DAY, end, utcOffset: 480, format: 'pdf' }, cal.admin, 'en');
    expect(response.statusCode).toBe(200);
    return pdfText(response.rawPayload);
  };

  it("takes the device's organization's rule (nearest ancestor with one) over the company default", async () => {
    const branch = await logOf(cal.devices.branch.id);
    expect(branch).toContain('江苏分公司');
    expect(branch).toContain('Licence No.: 苏药监经营许可 JS20260088');
    const company = await logOf(cal.devices.hangzhou.id);
    expect(company).toContain('Licence No.: 沪药监经营许可 SH20260001');
    expect(company).not.toContain('JS20260088');
  });

  it('follows a change of the rule at the next file', async () => {
    const rules = (await signedInject<{ list: Array<{ id: number; organizationId?: number }> }>(cal.platform, { method: 'GET', url: '/printHeadRule', query: { perPage: 100 }, session: cal.admin })).envelope.data!.list;
    const fallback = rules.find((rule) => rule.organizationId === undefined)!;
    expect((await put(`/printHeadRule/${fallback.id}`, { licenceNumber: 'HQ-2027-01' })).envelope.status).toBe(ApiStatus.ok);
    expect(await logOf(cal.devices.hangzhou.id)).toContain('Licence No.: HQ-2027-01');
  });
});

describe('the print header rule’s logo', () => {
  it("draws the rule's own logo; a rule without one falls back to the company's report logo, or none", async () => {
    const hasImage = async (deviceId: number) => {
      const { envelope } = await post('/calibration', { deviceId, startDate: now() - DAY, dueDate: now() + 300 * DAY, type: 'periodic' });
      return (await certificate(envelope.data!.id as number)).rawPayload.toString('latin1').includes('/Subtype /Image');
    };
    // the seeded company logo heads every paper whose rule has none
    expect(await hasImage(cal.devices.zhejiang.id)).toBe(true);
    await cal.platform.app.db.updateTable('companies').set({ default_report_logo: '' }).where('id', '=', cal.companyId).execute();
    expect(await hasImage(cal.devices.zhejiang.id)).toBe(false);
    // a PNG uploaded as the rule's logo: the record as JSON plus the file's part
    const png = await cal.platform.app.files.get('notices/demo-report-logo.png');
    const rule = await signedInject(cal.platform, {
      method: 'POST',
      url: '/printHeadRule',
      session: cal.admin,
      form: { record: JSON.stringify({ organizationId: cal.org['JS-NJ-JN'], companyName: 'Jiangning Depot' }) },
      files: { logo: { filename: 'logo.png', contentType: 'image/png', data: new Uint8Array(png!) } },
    });
    expect(rule.envelope.status, JSON.stringify(rule.envelope)).toBe(ApiStatus.ok);
    expect(await hasImage(cal.devices.jiangning.id)).toBe(true);
    expect(await hasImage(cal.devices.zhejiang.id)).toBe(false);
  });
});
