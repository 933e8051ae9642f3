/**
 * How wide a text is, or its longest run that cannot wrap, so that a column is never narrower than
 * its header's longest word or its widest known value (columnTracks.ts). Measured with the cell's
 * font on a canvas; where there is none (jsdom), estimated from the characters, generously.
 */

/** CJK characters and full-width forms: square, and a line may break on either side of one */
const CJK = '[\\u2e80-\\u9fff\\uf900-\\ufaff\\uff00-\\uffef]';
const WIDE = new RegExp(CJK, 'u');
/** where a line may break: spaces, and on either side of a CJK character */
const BREAKS = new RegExp(`\\s+|(?<=${CJK})|(?=${CJK})`, 'u');
/** the estimate per character, in em: a CJK character is square, Latin text narrower */
const ESTIMATE_EM = { wide: 1, narrow: 0.62 };

export interface LabelFont {
  family: string;
  /** pixels */
  size: number;
  weight: number | string;
}

let canvas: OffscreenCanvasRenderingContext2D | null | undefined;

function measurer(): OffscreenCanvasRenderingContext2D | null {
  canvas ??= typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1).getContext('2d') : null;
  return canvas;
}

/** A text's width in pixels; with `wrap`, that of its widest run that cannot wrap. */
export function textWidth(label: string, font: LabelFont, wrap = true): number {
  const runs = wrap ? label.split(BREAKS).filter(Boolean) : [label];
  const context = measurer();
  if (context) context.font = `${font.weight} ${font.size}px ${font.family}`;
  const width = (run: string) =>
    context ? context.measureText(run).width : [...run].reduce((sum, ch) => sum + (WIDE.test(ch) ? ESTIMATE_EM.wide : ESTIMATE_EM.narrow), 0) * font.size;
  return Math.ceil(Math.max(0, ...runs.map(width)));
}
