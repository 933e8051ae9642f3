import { GLYPHS } from './captchaFont';
import { captchaSvg } from './captchaSvg';

/** What a parser reading the SVG's text would get: everything outside the tags. */
const textContent = (svg: string) => svg.replace(/<[^>]*>/g, '');

describe('captchaSvg', () => {
  it('holds no <text>, no font and no character of the question outside its path data', () => {
    // every glyph of the font, in one picture
    const question = '0 1 2 3 4 5 6 7 8 9 + - = ?';
    const svg = captchaSvg(question);
    expect(svg).toMatch(/^<svg [^>]*>.*<\/svg>$/);
    expect(svg).not.toMatch(/<text|<tspan|<title|<desc|font|aria-label/i);
    expect(textContent(svg).trim()).toBe('');
    // the characters appear nowhere but inside d="…" coordinates and numeric attributes
    const attributes = [...svg.matchAll(/\s[\w-]+="([^"]*)"/g)].map((match) => match[1] ?? '');
    for (const value of attributes) expect(value).toMatch(/^(#[0-9a-f]{6}|[\d. MLQ%-]+|none|round|http:\/\/www\.w3\.org\/2000\/svg)$/);
  });

  it('draws one path per stroke of each glyph', () => {
    const svg = captchaSvg('8 + 1 = ?');
    const strokes = ['8', '+', '1', '=', '?'].reduce((sum, char) => sum + (GLYPHS[char]?.length ?? 0), 0);
    const glyphPaths = [...svg.matchAll(/<path d="M[^"]*L[^"]*"/g)].length;
    expect(glyphPaths).toBe(strokes);
  });

  it('draws the same question differently every time, in a few KB', () => {
    const pictures = Array.from({ length: 5 }, () => captchaSvg('9 - 4 = ?'));
    expect(new Set(pictures).size).toBe(5);
    for (const svg of pictures) expect(Buffer.byteLength(svg)).toBeLessThan(6 * 1024);
  });

  it('draws a four-digit code as four glyphs of paths', () => {
    const svg = captchaSvg('7392');
    const strokes = ['7', '3', '9', '2'].reduce((sum, char) => sum + (GLYPHS[char]?.length ?? 0), 0);
    expect([...svg.matchAll(/<path d="M[^"]*L[^"]*"/g)].length).toBe(strokes);
    expect(textContent(svg).trim()).toBe('');
  });
});
