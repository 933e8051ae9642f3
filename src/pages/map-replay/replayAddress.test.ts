import { replayQueryFromSearch, searchWithReplayQuery } from './replayAddress';

describe('the replay address', () => {
  it('reads the device and the range, leaving out what is not a positive integer', () => {
    expect(replayQueryFromSearch('?deviceId=7&start=1700000000&end=1700086400')).toEqual({ deviceId: 7, start: 1_700_000_000, end: 1_700_086_400 });
    expect(replayQueryFromSearch('?deviceId=-1&start=abc&end=')).toEqual({ deviceId: null, start: null, end: null });
  });

  it('writes the query, keeping other parameters, so that a link opens the same replay', () => {
    const search = searchWithReplayQuery('?tab=x&deviceId=1', { deviceId: 7, start: 100, end: 200 });
    expect(new URLSearchParams(search).get('tab')).toBe('x');
    expect(replayQueryFromSearch(search)).toEqual({ deviceId: 7, start: 100, end: 200 });
    expect(searchWithReplayQuery('?deviceId=1', { deviceId: null, start: null, end: null })).toBe('');
  });
});
