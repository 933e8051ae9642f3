import { dueTimes, historyStart, intervalAt, storyAt, type StoryClock } from './clock';

describe('the story clock', () => {
  it('is real time without an anchor, and before it', () => {
    expect(storyAt(null, 1000)).toBe(1000);
    const clock: StoryClock = { real: 5000, story: 5000, speed: 60 };
    expect(storyAt(clock, 4999)).toBe(4999);
    expect(storyAt(clock, 5010)).toBe(5600);
    // a later anchor continues where the story stood
    expect(storyAt({ real: 6000, story: storyAt(clock, 6000), speed: 1 }, 6010)).toBe(65_010);
  });

  it('sends every period / speed real seconds past the anchor, at least every second', () => {
    const clock: StoryClock = { real: 0, story: 0, speed: 60 };
    expect(intervalAt(null, 300, 10)).toBe(300);
    expect(intervalAt(clock, 300, 10)).toBe(5);
    expect(intervalAt(clock, 30, 10)).toBe(1);
    expect(intervalAt({ ...clock, speed: 0.5 }, 300, 10)).toBe(600);
  });
});

describe('dueTimes', () => {
  it('lays each device on its own grid of its period, after `after` and up to `until`', () => {
    expect(dueTimes(null, 300, 7, 0, 1000)).toEqual([7, 307, 607, 907]);
    expect(dueTimes(null, 300, 7, 7, 907)).toEqual([307, 607, 907]);
    expect(dueTimes(null, 300, 7, 1000, 1000)).toEqual([]);
    // the phase is taken modulo the period
    expect(dueTimes(null, 300, 307 + 3000, 0, 700)).toEqual([7, 307, 607]);
  });

  it('turns to period / speed at the anchor, and readings stay a period of story apart', () => {
    const clock: StoryClock = { real: 1000, story: 1000, speed: 60 };
    const times = dueTimes(clock, 300, 0, 0, 1030);
    expect(times).toEqual([300, 600, 900, 1000, 1005, 1010, 1015, 1020, 1025, 1030]);
    const story = times.filter((t) => t >= 1000).map((t) => storyAt(clock, t));
    expect(story.slice(1).map((s, i) => s - story[i]!)).toEqual([300, 300, 300, 300, 300, 300]);
  });
});

describe('historyStart', () => {
  const now = 1_000_000;
  it('goes back the history span, or to the last reading if that is later', () => {
    expect(historyStart(null, null, now, 7)).toBe(now - 7 * 86_400);
    expect(historyStart(null, now - 3600, now, 7)).toBe(now - 3600);
    expect(historyStart(null, now - 30 * 86_400, now, 7)).toBe(now - 7 * 86_400);
  });

  it('fills days of story, not of real time, once a fast clock has run for long', () => {
    const fast: StoryClock = { real: now - 10 * 86_400, story: now - 10 * 86_400, speed: 24 };
    expect(historyStart(fast, null, now, 7)).toBe(now - 7 * 3600);
    // a fast clock anchored just now: the history before it was told at real time
    expect(historyStart({ ...fast, real: now }, null, now, 7)).toBe(now - 7 * 86_400);
  });
});
