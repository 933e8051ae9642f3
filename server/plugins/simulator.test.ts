import { optionsFromEnv, resolveConfig } from '../config';

describe('simulator settings', () => {
  it('are off with a week of history at real speed unless told', () => {
    expect(resolveConfig()).toMatchObject({ simulator: false, simSeed: 1, simHistoryDays: 7, simSpeed: 1, simDevices: 0 });
  });

  it('are read from SIMULATOR and SIM_*, and bad values stop the start', () => {
    expect(optionsFromEnv({ SIMULATOR: 'false', SIM_SEED: '42', SIM_HISTORY_DAYS: '0', SIM_SPEED: '60', SIM_DEVICES: '10' })).toEqual({
      simulator: false,
      simSeed: 42,
      simHistoryDays: 0,
      simSpeed: 60,
      simDevices: 10,
    });
    expect(() => optionsFromEnv({ SIMULATOR: 'sometimes' })).toThrow(/SIMULATOR/);
    expect(() => optionsFromEnv({ SIM_SPEED: '0' })).toThrow(/SIM_SPEED/);
    expect(() => optionsFromEnv({ SIM_HISTORY_DAYS: '-1' })).toThrow(/SIM_HISTORY_DAYS/);
  });
});
