/**
 * Every pluralized message (issue 11 §2 "Chinese counts are wrong"), in every language, shows
 * the count it is given. Polyglot picks a form by the language's plural rule: English has two
 * ("1 item" |||| "%{smart_count} items"), Chinese has one, so a Chinese message with a second
 * form only ever shows its first, and "已选择 1 项" stayed on screen with 3 rows selected.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../lib/language';
import { createI18nProvider, MESSAGES } from './i18nProvider';

/** key → text of every leaf message */
function leaves(node: unknown, prefix = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[prefix, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

const pluralized = (language: keyof typeof MESSAGES) =>
  leaves(MESSAGES[language]).filter(([, text]) => text.includes('smart_count') || text.includes('||||'));

// sample values for the other placeholders the pluralized messages use
const OTHERS = { name: 'X', recordRepresentation: 'R' };

describe.each(LANGUAGES)('pluralized messages in %s', (language) => {
  const messages = pluralized(language);

  it('exist (the check below is not vacuous)', () => {
    expect(messages.length).toBeGreaterThanOrEqual(5);
  });

  it.each([0, 3, 21])('show the count %i', async (count) => {
    const i18n = createI18nProvider(language);
    // a noun with two forms and no count ("Device |||| Devices", a list title) shows none
    const counted = messages.filter(([, text]) => text.includes('smart_count'));
    const wrong = counted.filter(([key]) => !i18n.translate(key, { ...OTHERS, smart_count: count }).includes(String(count)));
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  it('show one item as one: the count 1 or, in English, the singular form', async () => {
    const i18n = createI18nProvider(language);
    const wrong = messages.filter(([key, text]) => {
      const shown = i18n.translate(key, { ...OTHERS, smart_count: 1 });
      if (!text.includes('smart_count')) return text.split('||||')[0]!.trim() !== shown;
      if (/\d/.test(shown.replace(/1/g, ''))) return true; // another number than 1
      if (shown.includes('1')) return false;
      // no digit: only right for a singular form, which only English has
      return !(language === 'en' && text.includes('||||'));
    });
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  it('are never the same text for one and for several', () => {
    const i18n = createI18nProvider(language);
    const same = messages.filter(([key]) => i18n.translate(key, { ...OTHERS, smart_count: 1 }) === i18n.translate(key, { ...OTHERS, smart_count: 3 }));
    expect(same.map(([key]) => key)).toEqual([]);
  });
});
