import { describe, expect, it } from 'vitest';
import { alarmRecordsPath } from './alarmRecordsPath';

describe('alarmRecordsPath', () => {
  it("is the records page of the device, an hour either side of the alarm's reading, in the page's own address format", () => {
    expect(alarmRecordsPath({ deviceId: 7, dataTimestamp: 1_700_000_000 })).toBe('/device/record?deviceId=7&start=1699996400&end=1700003600');
  });

  it('is null for a message without a usable device or time (nothing to open)', () => {
    expect(alarmRecordsPath({ deviceId: 0, dataTimestamp: 1_700_000_000 })).toBeNull();
    expect(alarmRecordsPath({ deviceId: 7, dataTimestamp: 1.5 })).toBeNull();
    expect(alarmRecordsPath({ deviceId: Number.NaN, dataTimestamp: 1_700_000_000 })).toBeNull();
  });
});
