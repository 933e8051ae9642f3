import { brushKey, clampSpan, fractionOf, isWhole, moveSpan, resizeSpan, scaleSpan, spanFromPixels } from './brush';

const bounds = { from: 0, to: 86400 };
const step = 86400 * 0.05;

describe('the brush’s selection', () => {
  it('comes from a drag in either direction, inside the strip', () => {
    expect(spanFromPixels(100, 300, 1000, bounds)).toEqual({ from: 8640, to: 25920 });
    expect(spanFromPixels(300, 100, 1000, bounds)).toEqual({ from: 8640, to: 25920 });
    expect(spanFromPixels(-50, 2000, 1000, bounds)).toEqual(bounds);
  });

  it('is never narrower than ten minutes, nor outside the range', () => {
    expect(clampSpan({ from: 990, to: 1010 }, bounds)).toEqual({ from: 700, to: 1300 });
    expect(clampSpan({ from: 86390, to: 86400 }, bounds)).toEqual({ from: 85800, to: 86400 });
    // a range shorter than ten minutes is its own narrowest selection
    expect(clampSpan({ from: 10, to: 20 }, { from: 0, to: 300 })).toEqual({ from: 0, to: 300 });
  });

  it('moves with its width kept and stops at the ends', () => {
    expect(moveSpan({ from: 1000, to: 5000 }, 500, bounds)).toEqual({ from: 1500, to: 5500 });
    expect(moveSpan({ from: 1000, to: 5000 }, -5000, bounds)).toEqual({ from: 0, to: 4000 });
    expect(moveSpan({ from: 80000, to: 85000 }, 5000, bounds)).toEqual({ from: 81400, to: 86400 });
  });

  it('resizes by its end and scales around its middle', () => {
    expect(resizeSpan({ from: 1000, to: 5000 }, -1000, bounds)).toEqual({ from: 1000, to: 4000 });
    expect(resizeSpan({ from: 1000, to: 5000 }, -10000, bounds)).toEqual({ from: 1000, to: 1600 });
    expect(scaleSpan({ from: 10000, to: 20000 }, 0.5, bounds)).toEqual({ from: 12500, to: 17500 });
    expect(scaleSpan({ from: 10000, to: 20000 }, 100, bounds)).toEqual(bounds);
  });

  it('knows where it sits and whether it is the whole range', () => {
    expect(fractionOf(21600, bounds)).toBe(0.25);
    expect(fractionOf(-5, bounds)).toBe(0);
    expect(isWhole(bounds, bounds)).toBe(true);
    expect(isWhole({ from: 0, to: 86000 }, bounds)).toBe(false);
  });
});

describe('brushKey', () => {
  const span = { from: 20000, to: 30000 };
  it('moves with the arrows, resizes with Shift, zooms with Up and Down', () => {
    expect(brushKey('ArrowRight', false, span, bounds)).toEqual({ from: 20000 + step, to: 30000 + step });
    expect(brushKey('ArrowLeft', false, span, bounds)).toEqual({ from: 20000 - step, to: 30000 - step });
    expect(brushKey('ArrowRight', true, span, bounds)).toEqual({ from: 20000, to: 30000 + step });
    expect(brushKey('ArrowLeft', true, span, bounds)).toEqual({ from: 20000, to: 30000 - step });
    expect(brushKey('ArrowUp', false, span, bounds)).toEqual({ from: 22500, to: 27500 });
    expect(brushKey('ArrowDown', false, span, bounds)).toEqual({ from: 15000, to: 35000 });
  });

  it('jumps with Home and End, resets with Escape, and leaves other keys alone', () => {
    expect(brushKey('Home', false, span, bounds)).toEqual({ from: 0, to: 10000 });
    expect(brushKey('End', false, span, bounds)).toEqual({ from: 76400, to: 86400 });
    expect(brushKey('Escape', false, span, bounds)).toBe('reset');
    expect(brushKey('a', false, span, bounds)).toBeNull();
  });

  it('narrows the whole range from its end, so that a keyboard user can start a zoom', () => {
    expect(brushKey('ArrowLeft', true, bounds, bounds)).toEqual({ from: 0, to: 86400 - step });
    expect(brushKey('ArrowRight', false, bounds, bounds)).toEqual(bounds);
  });
});
