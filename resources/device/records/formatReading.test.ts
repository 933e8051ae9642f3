import { axisTimeFormat, fieldHeader, formatValue, formatWithUnit, timeFormat } from './formatReading';

const translate = (key: string) => `<${key.split('.').pop()}>`;

describe('formatReading', () => {
  it('names a field with its unit', () => {
    expect(fieldHeader('temperature', translate)).toBe('<temperature> (°C)');
    expect(fieldHeader('humidity', translate)).toBe('<humidity> (%RH)');
    expect(fieldHeader('power', translate)).toBe('<power>');
  });

  it('writes values with their field’s decimals, and on/off channels in words', () => {
    expect(formatValue('temperature', 4, 'en', translate)).toBe('4.0');
    expect(formatValue('temperature', -18.25, 'en', translate)).toBe('-18.3');
    expect(formatValue('co2', 1234, 'en', translate)).toBe('1,234');
    expect(formatValue('battery', null, 'en', translate)).toBe('');
    expect(formatValue('power', 1, 'en', translate)).toBe('<on>');
    expect(formatValue('door', 0, 'en', translate)).toBe('<closed>');
    expect(formatWithUnit('temperature', 4, 'en', translate)).toBe('4.0 °C');
    expect(formatWithUnit('power', 0, 'en', translate)).toBe('<off>');
  });

  it('writes times as everywhere in the console (src/lib/dateTimeFormat.ts): year first, 24 hours', () => {
    const at = new Date(2024, 5, 12, 18, 5, 9).getTime() / 1000;
    expect(timeFormat('en')(at)).toBe('2024-06-12 18:05:09');
    expect(timeFormat('zh-CN')(at)).toBe('2024-06-12 18:05:09');
    expect(timeFormat('zh-TW')(at)).toBe('2024/06/12 18:05:09');
    expect(axisTimeFormat('en', 86400)(new Date(at * 1000))).toBe('18:05');
    expect(axisTimeFormat('zh-TW', 3 * 86400)(new Date(at * 1000))).toBe('06/12 18:05');
    expect(axisTimeFormat('zh-CN', 31 * 86400)(new Date(at * 1000))).toBe('06-12');
  });
});
