import { describe, expect, it } from 'vitest';
import { FakeAudioContext } from '../../../test/support/fakeAudioContext';
import { ALARM_SOUND_GAP_MS, createAlarmBeeper } from './alarmBeeper';

describe('the alarm beeper', () => {
  it('is silent until unlocked by a user interaction (autoplay rules), then beeps with oscillators', () => {
    FakeAudioContext.reset();
    const beeper = createAlarmBeeper({ AudioContext: FakeAudioContext, now: () => 0 });
    expect(beeper.play()).toBe(false);
    expect(FakeAudioContext.instances).toHaveLength(0);
    beeper.unlock();
    expect(beeper.play()).toBe(true);
    expect(FakeAudioContext.beeps()).toBe(1);
    expect(FakeAudioContext.last().started.length).toBeGreaterThan(0);
  });

  it('plays a burst once: a play within the gap of the last is skipped', () => {
    FakeAudioContext.reset();
    let now = 10_000;
    const beeper = createAlarmBeeper({ AudioContext: FakeAudioContext, now: () => now });
    beeper.unlock();
    const played = Array.from({ length: 1000 }, () => beeper.play()).filter(Boolean);
    expect(played).toHaveLength(1);
    now += ALARM_SOUND_GAP_MS;
    expect(beeper.play()).toBe(true);
    expect(FakeAudioContext.beeps()).toBe(2);
  });

  it('stays silent in a browser without Web Audio', () => {
    const beeper = createAlarmBeeper({ AudioContext: undefined });
    beeper.unlock();
    expect(beeper.unlocked()).toBe(false);
    expect(beeper.play()).toBe(false);
  });
});
