import { describe, expect, it } from 'vitest';
import { reportFileName } from './reportFileName';

describe('reportFileName', () => {
  const span = { start: 1_761_955_200, end: 1_762_560_000 }; // 2025-11-01 00:00 → 2025-11-08 00:00 UTC

  it('names the label and the ends in the user’s zone', () => {
    expect(reportFileName('YD20250002', span, 480, 'pdf')).toBe('YD20250002_202511010800-202511080800.pdf');
    expect(reportFileName('YD20250002', span, -210, 'xlsx')).toBe('YD20250002_202510312030-202511072030.xlsx');
  });

  it('keeps Chinese and drops separators, quotes and a path', () => {
    expect(reportFileName('冷库 A/1 "东"', span, 0, 'xlsx')).toBe('冷库_A_1_东_202511010000-202511080000.xlsx');
    expect(reportFileName('../', span, 0, 'pdf')).toBe('report_202511010000-202511080000.pdf');
  });
});
