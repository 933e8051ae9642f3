/**
 * Draws a captcha question as an SVG of paths only: every glyph of captchaFont.ts is rotated,
 * scaled, shifted and jittered point by point in code (no transform attribute to undo), its
 * segments split at random, and mixed in random order with noise curves and dots of the same
 * look. The SVG holds no <text> and no character of the question (issue 10 §2); about 3 KB.
 */
import { GLYPH_HEIGHT, GLYPH_WIDTH, GLYPHS, type Point, type Stroke } from './captchaFont';

export const CAPTCHA_WIDTH = 150;
export const CAPTCHA_HEIGHT = 50;

const COLOURS = ['#1f6feb', '#d73a49', '#28a745', '#6f42c1', '#e36209', '#586069'];

/**
 * Drawing noise needs no cryptographic randomness (the answer comes from node:crypto in
 * captcha.ts), and Math.random keeps a picture well under a millisecond under a flood.
 */
function between(min: number, max: number): number {
  return min + Math.random() * (max - min);
}

/** An integer in [min, max). */
function randomInt(min: number, max: number): number {
  return Math.floor(between(min, max));
}

const colour = (): string => COLOURS[randomInt(0, COLOURS.length)] ?? '#586069';
const fmt = (value: number): string => String(Math.round(value * 10) / 10);

function pathData(points: readonly Point[]): string {
  return points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${fmt(x)} ${fmt(y)}`).join('');
}

/** Splits every segment into 1–3 pieces and jitters the new points, so no glyph has a fixed shape. */
function roughen(stroke: readonly Point[]): Point[] {
  const out: Point[] = [];
  stroke.forEach((point, index) => {
    const previous = stroke[index - 1];
    if (previous) {
      const pieces = randomInt(1, 4);
      for (let step = 1; step < pieces; step += 1) {
        const f = step / pieces;
        out.push([previous[0] + (point[0] - previous[0]) * f + between(-0.7, 0.7), previous[1] + (point[1] - previous[1]) * f + between(-0.7, 0.7)]);
      }
    }
    out.push(point);
  });
  return out;
}

/** The glyph's strokes placed with its centre at (cx, cy), rotated and scaled at random. */
function placeGlyph(strokes: readonly Stroke[], cx: number, cy: number): Point[][] {
  const angle = (between(-25, 25) * Math.PI) / 180;
  const [sx, sy] = [between(1.2, 1.7), between(1.2, 1.6)];
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return strokes.map((stroke) =>
    roughen(
      stroke.map(([x, y]): Point => {
        const [dx, dy] = [(x - GLYPH_WIDTH / 2) * sx + between(-0.4, 0.4), (y - GLYPH_HEIGHT / 2) * sy + between(-0.4, 0.4)];
        return [cx + dx * cos - dy * sin, cy + dx * sin + dy * cos];
      }),
    ),
  );
}

function noiseCurve(): string {
  const point = () => `${randomInt(0, CAPTCHA_WIDTH)} ${randomInt(0, CAPTCHA_HEIGHT)}`;
  return `<path d="M${point()}Q${point()} ${point()}" stroke="${colour()}" stroke-width="${fmt(between(1, 2.2))}"/>`;
}

function noiseDot(): string {
  return `<circle cx="${randomInt(0, CAPTCHA_WIDTH)}" cy="${randomInt(0, CAPTCHA_HEIGHT)}" r="${fmt(between(0.6, 1.6))}" fill="${colour()}"/>`;
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** `text` uses the characters of captchaFont.ts and spaces; anything else is skipped. */
export function captchaSvg(text: string): string {
  const glyphs = [...text].filter((char) => char !== ' ');
  const advance = (CAPTCHA_WIDTH - 20) / Math.max(glyphs.length, 1);
  const parts: string[] = [];
  glyphs.forEach((char, index) => {
    const strokes = GLYPHS[char];
    if (!strokes) return;
    const cx = 10 + advance * (index + 0.5) + between(-2, 2);
    const cy = CAPTCHA_HEIGHT / 2 + between(-4, 4);
    const style = `stroke="${colour()}" stroke-width="${fmt(between(1.8, 2.6))}"`;
    for (const points of placeGlyph(strokes, cx, cy)) parts.push(`<path d="${pathData(points)}" ${style}/>`);
  });
  for (let i = randomInt(4, 7); i > 0; i -= 1) parts.push(noiseCurve());
  for (let i = randomInt(14, 22); i > 0; i -= 1) parts.push(noiseDot());
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="#f6f8fa"/>` +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${shuffle(parts).join('')}</g></svg>`
  );
}
