import { checkSpan, checkTypedRange, inputText, presetAllowed, presetOf, presetRange } from './rangePresets';

const NOW = Date.UTC(2024, 5, 12, 8, 30, 20);
const END = Date.UTC(2024, 5, 12, 8, 31) / 1000;

describe('range presets', () => {
  it('end on the next whole minute and span 24 hours, 7 days or the maximum', () => {
    expect(presetRange('24h', NOW, 31)).toEqual({ start: END - 86400, end: END });
    expect(presetRange('7d', NOW, 31)).toEqual({ start: END - 7 * 86400, end: END });
    expect(presetRange('max', NOW, 31)).toEqual({ start: END - 31 * 86400, end: END });
    expect(presetRange('max', NOW, 3)).toEqual({ start: END - 3 * 86400, end: END });
  });

  it('are offered only within the user’s limit', () => {
    expect(presetAllowed('7d', 31)).toBe(true);
    expect(presetAllowed('7d', 3)).toBe(false);
    expect(presetAllowed('max', 0)).toBe(false);
    expect(presetAllowed('24h', 1)).toBe(true);
  });

  it('are recognised in a range of their length', () => {
    expect(presetOf(presetRange('7d', NOW, 31), 31)).toBe('7d');
    expect(presetOf(presetRange('max', NOW, 31), 31)).toBe('max');
    expect(presetOf({ start: 0, end: 3600 }, 31)).toBeNull();
  });

  it('each pass the check of spec §5', () => {
    for (const preset of ['24h', '7d', 'max'] as const) expect(checkSpan(presetRange(preset, NOW, 31), 31).ok).toBe(true);
  });
});

describe('the typed range', () => {
  it('is read in local time, as the inputs show it', () => {
    const start = Math.floor(new Date(2024, 5, 1, 8, 0).getTime() / 1000);
    const end = Math.floor(new Date(2024, 5, 2, 9, 30).getTime() / 1000);
    expect(inputText(start)).toBe('2024-06-01T08:00');
    expect(checkTypedRange(inputText(start), inputText(end), 31)).toEqual({ ok: true, start, end });
  });

  it('is refused with spec §5’s messages', () => {
    expect(checkTypedRange('2024-05-01T00:00', '2024-06-05T00:00', 31)).toMatchObject({ ok: false, key: 'timeRange.tooLong', params: { days: 31 } });
    expect(checkTypedRange('2024-06-05T00:00', '2024-06-01T00:00', 31)).toMatchObject({ ok: false, key: 'timeRange.startAfterEnd' });
    expect(checkTypedRange('', '2024-06-01T00:00', 31)).toMatchObject({ ok: false, key: 'timeRange.required' });
    expect(checkTypedRange('2024-13-01T00:00', '2024-06-01T00:00', 31)).toMatchObject({ ok: false, key: 'timeRange.conversionFailed', field: 'start' });
  });
});
