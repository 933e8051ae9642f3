import { formatUnix, inputToUnix, unixToDateInput, unixToDateTimeInput } from './unixTime';

describe('unix seconds ↔ date inputs (local time)', () => {
  const jan2 = new Date(2024, 0, 2).getTime() / 1000;
  it('formats, also a value already formatted', () => {
    expect(unixToDateInput(jan2)).toBe('2024-01-02');
    expect(unixToDateInput('2024-01-02')).toBe('2024-01-02');
    expect(unixToDateTimeInput(jan2 + 3600 * 13 + 60 * 5)).toBe('2024-01-02T13:05');
    expect(unixToDateTimeInput('2024-01-02T13:05')).toBe('2024-01-02T13:05');
    expect(unixToDateInput(null)).toBe('');
    expect(formatUnix(jan2, true)).toBe('2024-01-02 00:00');
  });
  it('parses to unix seconds; a range end is the end of its day', () => {
    expect(inputToUnix('2024-01-02')).toBe(jan2);
    expect(inputToUnix('2024-01-02', true)).toBe(jan2 + 86_399);
    expect(inputToUnix('2024-01-02T13:05')).toBe(jan2 + 3600 * 13 + 300);
    expect(inputToUnix('')).toBeNull();
    expect(inputToUnix(jan2)).toBe(jan2);
  });
});
