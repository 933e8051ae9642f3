/** One log line per answered request; rate-limited refusals are summed up, not logged one by one. */
// databaseTests.ts: engine-neutral (the log lines; the platform is only a server to ask)
import type { LogDestination } from '../config';
import { createTestPlatform, signedInject, type TestPlatform } from '../../test/support/testPlatform';

interface LogLine {
  msg: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  refused?: Record<string, number>;
}

let lines: LogLine[];
let platform: TestPlatform;

beforeEach(async () => {
  lines = [];
  const sink: LogDestination = { write: (line) => void lines.push(JSON.parse(line) as LogLine) };
  platform = await createTestPlatform({ logger: sink, rateCaptchaPerMinute: 2 });
});
afterEach(() => platform.close());

const captcha = () => signedInject(platform, { method: 'GET', url: '/auth/captcha', query: { username: 'admin0001' } });

describe('the request log', () => {
  it('writes one line per answered request, with its status', async () => {
    await captcha();
    const completed = lines.filter((l) => l.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ req: { method: 'GET' }, res: { statusCode: 200 } });
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });

  it('gives a flood of rate-limited refusals one summary line a minute instead of a line each', async () => {
    for (let i = 0; i < 12; i += 1) await captcha();
    expect(lines.filter((l) => l.msg === 'request completed')).toHaveLength(2);
    const summaries = lines.filter((l) => l.refused);
    expect(summaries).toHaveLength(1);
    expect(summaries[0]!.refused).toEqual({ 'GET /api/auth/captcha': 1 });
    platform.clock.advance(61);
    await captcha(); // allowed again: a fresh minute
    await captcha();
    await captcha(); // refused: the first refusal after a quiet minute logs the count since the last summary
    expect(lines.filter((l) => l.refused).at(-1)!.refused).toEqual({ 'GET /api/auth/captcha': 10 });
  });
});
