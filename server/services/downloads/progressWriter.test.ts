import { progressWriter } from './progressWriter';

describe('progressWriter', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('writes the first report at once, then at most every interval, the last one after a quiet spell', async () => {
    const written: number[] = [];
    const writer = progressWriter(async (value) => void written.push(value), () => undefined, 500);
    writer.report(1.4);
    for (let percent = 2; percent <= 40; percent++) writer.report(percent);
    await vi.advanceTimersByTimeAsync(0);
    expect(written).toEqual([1]);
    await vi.advanceTimersByTimeAsync(500);
    expect(written).toEqual([1, 40]);
    writer.report(41);
    await vi.advanceTimersByTimeAsync(499);
    expect(written).toEqual([1, 40]);
    await vi.advanceTimersByTimeAsync(1);
    expect(written).toEqual([1, 40, 41]);
    await writer.close();
  });

  it('keeps running jobs below 100 (done says 100) and ignores what is not a number', async () => {
    const written: number[] = [];
    const writer = progressWriter(async (value) => void written.push(value), () => undefined, 500);
    writer.report(Number.NaN);
    writer.report(250);
    await writer.close();
    expect(written).toEqual([99]);
  });

  it('writes nothing after close, and reports a failed write without throwing', async () => {
    const errors: unknown[] = [];
    const writer = progressWriter(async () => Promise.reject(new Error('disk')), (error) => errors.push(error), 500);
    writer.report(10);
    writer.report(20);
    await writer.close();
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toHaveLength(1);
  });
});
