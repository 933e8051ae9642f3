import { parseWebSettingText, webSettingText } from './webSettingText';

describe('parseWebSettingText', () => {
  it('reads a flat object of text, numbers and booleans, and an empty text as {}', () => {
    expect(parseWebSettingText('{"title": "North", "columns": 3, "compact": true}')).toEqual({
      ok: true,
      value: { title: 'North', columns: 3, compact: true },
    });
    expect(parseWebSettingText('  ')).toEqual({ ok: true, value: {} });
    expect(webSettingText({})).toBe('{}');
    expect(parseWebSettingText(webSettingText({ a: 1 }))).toEqual({ ok: true, value: { a: 1 } });
  });

  it('names what is wrong', () => {
    expect(parseWebSettingText('{title: 1}')).toEqual({ ok: false, problem: 'json' });
    expect(parseWebSettingText('[1]')).toEqual({ ok: false, problem: 'notObject' });
    expect(parseWebSettingText('"x"')).toEqual({ ok: false, problem: 'notObject' });
    expect(parseWebSettingText(JSON.stringify(Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]))))).toEqual({
      ok: false,
      problem: 'tooMany',
    });
    expect(parseWebSettingText('{"trialEndsAt": 1}')).toEqual({ ok: false, problem: 'reserved', key: 'trialEndsAt' });
    expect(parseWebSettingText('{"bad key": 1}')).toEqual({ ok: false, problem: 'key', key: 'bad key' });
    expect(parseWebSettingText('{"nested": {"a": 1}}')).toEqual({ ok: false, problem: 'value', key: 'nested' });
    expect(parseWebSettingText('{"none": null}')).toEqual({ ok: false, problem: 'value', key: 'none' });
    expect(parseWebSettingText(JSON.stringify({ long: 'x'.repeat(201) }))).toEqual({ ok: false, problem: 'tooLong', key: 'long' });
  });
});
