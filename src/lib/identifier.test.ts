import { describe, expect, it } from 'vitest';
import { invisibleCharacterIn, normalizeIdentifier } from './identifier';

describe('normalizeIdentifier (NFKC)', () => {
  it.each([
    ['ａdmin0001', 'admin0001'],
    ['ＡＤＭＩＮ０００１', 'ADMIN0001'],
    ['１２３４５６７８', '12345678'],
    ['粤Ｂ１２３４５', '粤B12345'],
    ['ﬁle_01', 'file_01'],
    ['admin0001', 'admin0001'],
    ['张三', '张三'],
  ])('%s → %s', (raw, normal) => {
    expect(normalizeIdentifier(raw)).toBe(normal);
  });

  it('turns look-alike blanks into a plain space, which the no-whitespace rules then refuse', () => {
    expect(normalizeIdentifier('admin\u00A00001')).toBe('admin 0001');
    expect(normalizeIdentifier('admin\u30000001')).toBe('admin 0001');
  });
});

describe('invisibleCharacterIn', () => {
  const invisible = [
    // zero-width
    0x200b, 0x200c, 0x200d, 0x2060, 0xfeff,
    // bidi controls
    0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c,
    // other format / control / default-ignorable characters
    0x00ad, 0x180e, 0x0000, 0x001b, 0x007f, 0x3164, 0x115f, 0xfe0f,
  ];
  it.each(invisible.map((code) => [code.toString(16).toUpperCase().padStart(4, '0'), code]))('refuses U+%s inside a name', (hex, code) => {
    expect(invisibleCharacterIn(`admin${String.fromCodePoint(code as number)}0001`)).toBe(`U+${hex as string}`);
    // still there after normalization: NFKC does not remove them
    expect(invisibleCharacterIn(normalizeIdentifier(`admin${String.fromCodePoint(code as number)}0001`))).toBeDefined();
  });

  it('accepts visible text of any script', () => {
    for (const text of ['admin0001', '张三', '粤B12345', 'ZC-0001', 'Müller', 'زید', 'device_01']) expect(invisibleCharacterIn(text)).toBeUndefined();
  });
});
