/**
 * Identifiers people read and compare (login accounts, names, codes, plates, device numbers):
 * one normal form, and no characters that show nothing (issue 10 §8, look-alike identities).
 * Shared by the console (the value sent) and the server (every write, and the login lookup).
 */

/**
 * NFKC: a full-width `ａdmin0001` or `１２３４５６７８` becomes `admin0001` / `12345678`, so the
 * stored form is one per look, and a UNIQUE column compares what people see.
 */
export function normalizeIdentifier(text: string): string {
  return text.normalize('NFKC');
}

/**
 * Format (Cf: zero-width U+200B–U+200D, U+2060, U+FEFF, bidi controls U+202A–U+202E,
 * U+2066–U+2069, U+200E/F, U+061C …), control (Cc) and other default-ignorable characters
 * (Hangul fillers, variation selectors): they make two different strings look the same.
 * Tab, line breaks and the other control blanks are left to the no-whitespace rules, whose message says so.
 */
const INVISIBLE = /(?![\t\n\v\f\r\u0085])[\p{Cf}\p{Cc}\p{Default_Ignorable_Code_Point}]/u;

/** The first invisible character of `text` as `U+XXXX` (for the message), or undefined. */
export function invisibleCharacterIn(text: string): string | undefined {
  const match = INVISIBLE.exec(text);
  if (!match) return undefined;
  return `U+${match[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}
