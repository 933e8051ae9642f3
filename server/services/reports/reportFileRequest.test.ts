import { attachmentDisposition } from '../downloads/disposition';
import { REPORT_EXPORT_CODE, reportFileName } from './reportFileRequest';

/** 2026-11-01 00:00 UTC */
const START = Date.UTC(2026, 10, 1) / 1000;

describe('a report file\'s name', () => {
  it('is the label and the range\'s ends in the user\'s zone, Chinese kept, separators and quotes not', () => {
    const span = { start: START, end: START + 7 * 86_400 };
    expect(reportFileName('YD20250002', span, 480, 'pdf')).toBe('YD20250002_202611010800-202611080800.pdf');
    expect(reportFileName('冷库 A/1 "东"', span, 0, 'xlsx')).toBe('冷库_A_1_东_202611010000-202611080000.xlsx');
    expect(reportFileName('../', span, 0, 'pdf')).toBe('report_202611010000-202611080000.pdf');
    // sent as RFC 5987's filename* beside an ASCII fallback
    expect(attachmentDisposition(reportFileName('冷库', span, 0, 'pdf'))).toBe(
      `attachment; filename="___202611010000-202611080000.pdf"; filename*=UTF-8''${encodeURIComponent('冷库')}_202611010000-202611080000.pdf`,
    );
  });

  it('is asked for with the temperature log\'s export code', () => {
    expect(REPORT_EXPORT_CODE).toBe('statisticstemperaturelog_export');
  });
});
