/**
 * Every kind the engine raises has a name in all three languages, and an end by data timeout says
 * what it means (issue 26), through the real locale files and polyglot's plurals. The console's
 * words for kinds and ends (alarmWords.ts) are what the history, its export, the session and the
 * statistics show.
 */
import { describe, expect, it } from 'vitest';
import { ALARM_KINDS, type AlarmStats } from '../../../src/lib/alarms';
import { END_DETAILS } from '../../../src/lib/alarmEnds';
import { LANGUAGES } from '../../../src/lib/language';
import { createI18nProvider, MESSAGES } from '../../../src/providers/i18nProvider';
import { ENGINE_KINDS } from '../../../server/services/alarms/engine/judge';
import { kindRows } from '../stats/figureRows';
import { endText, kindWord, type Translate } from './alarmWords';

const translateIn = (language: (typeof LANGUAGES)[number]): Translate => {
  const provider = createI18nProvider(language);
  return (key, options) => provider.translate(key, options);
};

const kindsOf = (language: (typeof LANGUAGES)[number]) => (MESSAGES[language] as unknown as { alarm: { kinds: Record<string, unknown> } }).alarm.kinds;

describe('the names of alarm kinds', () => {
  it('covers every kind the engine raises', () => {
    expect([...ENGINE_KINDS].sort()).toEqual([...ALARM_KINDS].sort());
  });

  it.each(LANGUAGES)('names every engine kind in %s, never as an unknown type', (language) => {
    const translate = translateIn(language);
    const unknown = translate('alarm.pages.unknownKind', { kind: 'x' }).replace('x', '');
    const names = ENGINE_KINDS.map((kind) => kindWord(translate, kind));
    for (const [i, kind] of ENGINE_KINDS.entries()) {
      expect(typeof kindsOf(language)[kind], `${language} alarm.kinds.${kind}`).toBe('string');
      expect(names[i]).toBe(kindsOf(language)[kind]);
      expect(names[i]).not.toContain(unknown);
      expect(names[i]).not.toBe(kind);
    }
    // and no two kinds share a name
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps "unknown type" for a value that really is unknown', () => {
    expect(kindWord(translateIn('en'), 'door_ajar')).toBe('Unknown type (door_ajar)');
    // the statistics count it in a row of its own rather than dropping it
    const stats = {
      byKind: [
        { kind: 'power_off', count: 2 },
        { kind: 'door_ajar', count: 3 },
      ],
    } as unknown as AlarmStats;
    const rows = kindRows(translateIn('en'), stats);
    expect(rows.find((row) => row.id === 'power_off')).toMatchObject({ label: 'Power off', count: 2 });
    expect(rows.at(-1)).toEqual({ id: 'unknown', label: 'Unknown type (door_ajar)', count: 3 });
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(5);
    expect(kindWord(translateIn('zh-CN'), 'door_ajar')).toBe('未知类型（door_ajar）');
    expect(kindWord(translateIn('zh-TW'), 'door_ajar')).toBe('未知類型（door_ajar）');
  });
});

describe('the words of an end', () => {
  it('tells back in range from a silent device, with the minutes in the plural they need', () => {
    const en = translateIn('en');
    expect(endText(en, { reason: 'dataTimeout', detail: 'backInRange', minutes: 10 })).toBe('No reading beyond the limit for 10 minutes (back in range)');
    expect(endText(en, { reason: 'dataTimeout', detail: 'silent', minutes: 10 })).toBe('Device silent: no data for 10 minutes');
    expect(endText(en, { reason: 'dataTimeout', detail: 'silent', minutes: 1 })).toBe('Device silent: no data for 1 minute');
    expect(endText(en, { reason: 'dataTimeout', detail: 'backOnline', minutes: 20 })).toBe('Device back online: reporting again for 20 minutes');
    expect(endText(translateIn('zh-CN'), { reason: 'dataTimeout', detail: 'backInRange', minutes: 10 })).toBe('连续 10 分钟无超限读数（已恢复正常）');
    expect(endText(translateIn('zh-TW'), { reason: 'dataTimeout', detail: 'silent', minutes: 20 })).toBe('設備靜默：20 分鐘無任何數據');
  });

  it('is the plain reason without a detail (an end stored before), or for another reason, and nothing before an end', () => {
    const en = translateIn('en');
    expect(endText(en, { reason: 'dataTimeout', detail: null, minutes: null })).toBe('Data timeout');
    expect(endText(en, { reason: 'dataTimeout', detail: 'sideways', minutes: 10 })).toBe('Data timeout');
    expect(endText(en, { reason: 'manual' })).toBe('Closed manually');
    expect(endText(en, { reason: null })).toBe('');
  });

  it.each(LANGUAGES)('has every detail in %s, for the row and for the statistics', (language) => {
    const translate = translateIn(language);
    for (const detail of END_DETAILS) {
      const text = endText(translate, { reason: 'dataTimeout', detail, minutes: 7 });
      expect(text).toContain('7');
      expect(text).not.toBe(translate('alarm.endReasons.dataTimeout'));
      expect(translate(`alarm.endDetailReasons.${detail}`)).not.toBe(`alarm.endDetailReasons.${detail}`);
    }
  });
});
