import { prefs } from './prefs';

describe('prefs', () => {
  it('makes the identifier once', () => {
    const id = prefs.getIdentifier();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(prefs.getIdentifier()).toBe(id);
  });

  it('stores the language and the flags', () => {
    prefs.setLanguage('zh-TW');
    expect(prefs.getLanguage()).toBe('zh-TW');
    expect(prefs.isPuzzleNeeded()).toBe(false);
    prefs.setPuzzleNeeded(true);
    expect(prefs.isPuzzleNeeded()).toBe(true);
    prefs.setPuzzleNeeded(false);
    expect(prefs.isPuzzleNeeded()).toBe(false);
    prefs.setDataInterfaceAuthorized(true);
    expect(prefs.isDataInterfaceAuthorized()).toBe(true);
  });

  it('remembers the alarm mute switch per user', () => {
    prefs.setAlarmMuted('admin0001', true);
    expect(prefs.isAlarmMuted('admin0001')).toBe(true);
    expect(prefs.isAlarmMuted('operator01')).toBe(false);
    prefs.setAlarmMuted('admin0001', false);
    expect(prefs.isAlarmMuted('admin0001')).toBe(false);
  });
});
