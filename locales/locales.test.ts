import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';

const dir = dirname(fileURLToPath(import.meta.url));
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else out.set(prefix, String(value));
  return out;
}

const locales = new Map(files.map((f) => [f, flatten(JSON.parse(readFileSync(join(dir, f), 'utf8')))]));
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  it('are the three languages', () => {
    expect(files.sort()).toEqual(['en.json', 'zh-CN.json', 'zh-TW.json']);
  });

  it('every file has every key of every other file', () => {
    const all = new Set([...locales.values()].flatMap((m) => [...m.keys()]));
    for (const [file, keys] of locales) {
      const missing = [...all].filter((k) => !keys.has(k));
      expect(missing, `${file} is missing keys`).toEqual([]);
    }
  });

  it("covers react-admin's own messages", () => {
    const raKeys = [...flatten(englishMessages).keys()];
    for (const [file, keys] of locales) {
      expect(raKeys.filter((k) => !keys.has(k)), `${file} lacks react-admin keys`).toEqual([]);
    }
  });

  it('keeps the same placeholders in every language, and no empty text', () => {
    const en = locales.get('en.json') as Map<string, string>;
    for (const [file, keys] of locales) {
      for (const [key, text] of keys) {
        // Only react-admin's deliberately blank strings (ra.boolean.null) may be blank.
        if ((en.get(key) ?? '').trim() !== '') expect(text.trim(), `${file} ${key} is empty`).not.toBe('');
        const english = en.get(key) ?? '';
        // Chinese has one plural form, so it may leave out what only English's singular form names
        // (%{recordRepresentation} of "Update %{name} %{recordRepresentation} |||| Update %{smart_count} …")
        if (english.includes('||||')) expect(placeholders(english), `${file} ${key}`).toEqual(expect.arrayContaining(placeholders(text)));
        else expect(placeholders(text), `${file} ${key}`).toEqual(placeholders(english));
      }
    }
  });
});

describe('entity names', () => {
  // a list page's title is the plural (smart_count 2), a create dialog's the singular
  it('have a singular and a plural form in English, so every list title is plural', () => {
    const english = locales.get('en.json')!;
    const names = [...english].filter(([key]) => /^resources\.\w+\.name$/.test(key));
    expect(names.length).toBeGreaterThan(10);
    for (const [key, text] of names) {
      const forms = text.split('||||').map((f) => f.trim());
      expect(forms, key).toHaveLength(2);
      expect(forms[1], key).not.toBe(forms[0]);
    }
  });
});
