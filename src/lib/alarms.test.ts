/**
 * Issue 26 §1 "name every kind the engine raises": the eventField of each kind's 0003
 * (eventFieldOf, what the server sends) is a known field with a label in every language; a field
 * no kind makes still shows as unknown type (spec §4).
 */
import { readFileSync } from 'node:fs';
import { ALARM_EVENT_FIELDS, ALARM_KINDS, eventFieldLabel, eventFieldOf } from './alarms';

const LANGUAGES = ['en', 'zh-CN', 'zh-TW'] as const;
const labelsOf = (language: string) =>
  (JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8')) as { alarm: { eventFields: Record<string, string> } }).alarm
    .eventFields;

describe('the panel names every kind the engine raises', () => {
  it.each(ALARM_KINDS)('%s: its eventField is a known field, labelled in en, zh-CN and zh-TW', (kind) => {
    const field = eventFieldOf(kind);
    expect(eventFieldLabel(field)).toBe(field);
    for (const language of LANGUAGES) {
      const label = labelsOf(language)[field];
      expect(label, `${language} alarm.eventFields.${field}`).toEqual(expect.any(String));
      expect(label).not.toBe(labelsOf(language).unknown);
    }
  });

  it('power off is "power", labelled Power off / 断电 / 斷電', () => {
    expect(eventFieldOf('power_off')).toBe('power');
    expect(LANGUAGES.map((language) => labelsOf(language).power)).toEqual(['Power off', '断电', '斷電']);
  });

  it('labels no field that no kind makes, and still shows the really unknown ones as unknown type', () => {
    expect(new Set(ALARM_EVENT_FIELDS)).toEqual(new Set(ALARM_KINDS.map(eventFieldOf)));
    for (const field of ['co2', 'shake', 'gateway', '', 'Temperature', null, 3, undefined]) expect(eventFieldLabel(field)).toBe('unknown');
    expect(LANGUAGES.map((language) => labelsOf(language).unknown)).toEqual(['Unknown type', '未知类型', '未知類型']);
  });
});
