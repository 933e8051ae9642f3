import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import en from '../../../../locales/en.json';
import zhCN from '../../../../locales/zh-CN.json';
import zhTW from '../../../../locales/zh-TW.json';
import { pdfPages } from '../../../../test/support/pdfText';
import { temperatureReportFixture } from '../../../../test/support/temperatureReportFixture';
import type { Language } from '../../../messages';
import { fileText } from '../fileText';
import { reportDocument } from './reportDocument';
import { reportPdfMake } from './pdfFonts';

/** 2026-11-01 00:00 UTC */
const START = Date.UTC(2026, 10, 1) / 1000;

async function pdfOf(report: ReturnType<typeof temperatureReportFixture>, lang: Language): Promise<Buffer> {
  return reportPdfMake().createPdf(reportDocument(report, fileText(lang), { utcOffsetMinutes: 480, logo: null, language: lang })).getBuffer();
}

/** fontkit, pdfkit's own font reader (no types of its own here). */
interface FontReader {
  create(data: Buffer): { hasGlyphForCodePoint(codePoint: number): boolean };
}

describe('the PDF report', () => {
  it('has a glyph in the embedded Noto Sans SC for every character of its texts in the three languages, Traditional included', () => {
    const require = createRequire(import.meta.url);
    const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as FontReader;
    const font = fontkit.create(readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf')));
    const missing = (text: string) => [...new Set(text)].filter((character) => !font.hasGlyphForCodePoint(character.codePointAt(0)!));
    // the report's own words and the temperature log's, with a menu title in Traditional Chinese
    const texts = [en, zhCN, zhTW].map((locale) => JSON.stringify([locale.reportFile, (locale as Record<string, unknown>).report]));
    expect(missing(`車輛監控 溫度報告 ${texts.join('')}`)).toEqual([]);
    // every Chinese character of the locale files; the subscript of 'CO₂' is the one gap (not used by the report)
    expect(missing([en, zhCN, zhTW].map((locale) => JSON.stringify(locale)).join(''))).toEqual(['₂']);
  });

  it('tells what it covers, the figures, every excursion with its flags, and "page x of y" on every page', async () => {
    const report = temperatureReportFixture({ start: START, days: 31 });
    const pages = await pdfPages(await pdfOf(report, 'en'));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
    pages.forEach((page) => expect(page).toContain(`by ${report.generatedBy}`));
    const text = pages.join('\n');
    for (const value of [report.subject.label, report.subject.consignee!, report.subject.consignor!, report.subject.companyName, report.devices[0]!.number]) expect(text).toContain(value);
    expect(text).toContain('2026-11-01 08:00 – 2026-12-02 08:00 (UTC+08:00)');
    expect(text).toContain('83.144 kJ/mol');
    expect(text).toContain('5.91');
    expect(text).toContain('83.3%');
    // 'Above' (capital) is only the direction of an excursion's row
    expect(text.match(/Above/g)).toHaveLength(report.devices[0]!.excursions.length);
    expect(text).toContain('still open at its end');
  });

  it('leaves the excursions out when the warning summary is not shown, and starts each device on a page of its own', async () => {
    const report = temperatureReportFixture({ start: START, days: 2, devices: 2, showWarningInfo: false });
    const pages = await pdfPages(await pdfOf(report, 'zh-TW'));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(report.devices[0]!.number);
    expect(pages[1]).toContain(report.devices[1]!.number);
    expect(pages.join('')).not.toContain('超限');
    expect(pages[1]).toContain('第 2 頁，共 2 頁');
  });

  it('states the coverage, the gap rule, each device’s periods and gaps, and warns when data is missing', async () => {
    // 10 days, 4.5 of them without data in the middle
    const report = temperatureReportFixture({ start: START, days: 10, missingDays: 4.5 });
    // an excursion with two hours without data inside it, which may have begun an hour earlier
    const [first] = report.devices[0]!.excursions;
    report.devices[0]!.excursions[0] = { ...first!, end: first!.start + 3 * 3600, knownDuration: 3600, gaps: [{ start: first!.start + 1800, end: first!.start + 9000 }], possibleStart: first!.start - 3600, possibleDuration: 4 * 3600 };
    // lines wrapped in table cells read as one
    const text = (await pdfPages(await pdfOf(report, 'en'))).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('(1 gap without data (2 h 00 min))');
    expect(text).toContain('(Possible duration 4 h 00 min: possibly 2026-11-01 13:00 – 2026-11-01 15:30)');
    expect(text).toContain('Incomplete data: 55.0% of this period has data, under the 95% expected.');
    expect(text).toContain('a silence longer than 1.5 × the acquisition period in force');
    expect(text).toContain('Acquisition period: 1 min; 10 min from 2026-11-06 08:00');
    expect(text).toContain('83.3% in range of the 55.0% of the period with data');
    // the gap, its times in the user's zone and its length
    expect(text).toContain('2026-11-04 02:00 – 2026-11-08 14:00 (108 h 00 min)');
    const whole = (await pdfPages(await pdfOf(temperatureReportFixture({ start: START, days: 2 }), 'en'))).join('\n');
    expect(whole).not.toContain('Incomplete data');
    expect(whole).toContain('100.0%');
  });

  // its time is measured by test/bench/temperatureReportFile.ts: tests do not time anything
  it('keeps a month-long report small: the font is a subset', async () => {
    const report = temperatureReportFixture({ start: START, days: 31, points: 2000 });
    const pdf = await pdfOf(report, 'zh-CN');
    expect(pdf.length).toBeLessThan(200_000);
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Regular/);
  });
});
