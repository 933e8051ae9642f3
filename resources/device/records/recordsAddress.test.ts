import { recordsQueryFromSearch, searchWithRecordsQuery } from './recordsAddress';

describe('the records query in the address', () => {
  it('reads the device and the range, and ignores what is not a positive whole number', () => {
    expect(recordsQueryFromSearch('?deviceId=7&start=1718000000&end=1718086400')).toEqual({ deviceId: 7, start: 1718000000, end: 1718086400 });
    expect(recordsQueryFromSearch('?deviceId=7')).toEqual({ deviceId: 7, start: null, end: null });
    expect(recordsQueryFromSearch('?deviceId=x&start=-5&end=1.5')).toEqual({ deviceId: null, start: null, end: null });
    expect(recordsQueryFromSearch('')).toEqual({ deviceId: null, start: null, end: null });
  });

  it('writes it back, keeping the other parameters, and round-trips', () => {
    const search = searchWithRecordsQuery('?tab=1&deviceId=3', { deviceId: 9, start: 100, end: 200 });
    expect(search).toBe('?tab=1&deviceId=9&start=100&end=200');
    expect(recordsQueryFromSearch(search)).toEqual({ deviceId: 9, start: 100, end: 200 });
    expect(searchWithRecordsQuery('?deviceId=3&start=1', { deviceId: null, start: null, end: null })).toBe('');
  });
});
