/**
 * The "abuse" table of `npm run bench` (issue 10, Acceptance): each flood beside the latency a
 * legitimate, already signed-in user sees meanwhile, against the same latency measured quietly
 * just before. Numbers, not assertions: the list call should stay under 3× its quiet latency.
 *
 * Each flood gets a fresh server: the limits are per IP and the flood and the user share
 * 127.0.0.1, so one flood's spent login budget or filled stores would otherwise colour the next.
 * The user logs in before the flood; the list call itself is not rate-limited.
 * The flood runs in a child process (abuseFlood.ts) so this process only times the user.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startServer } from '../e2e/support/startServer';
import type { FloodMessage, FloodResult, FloodSpec } from './abuseFlood';
import { consoleConfig, keepAlive, login, send, signedGet, type Session } from './abuseHttp';
import { median } from './support';
import { sampleRss, rssMb, serverPid } from './serverProcess';

type Row = [string, string, string?];

interface Flood {
  label: string;
  spec: Omit<FloodSpec, 'baseUrl'>;
  /** server settings for this flood */
  env?: Record<string, string>;
}

const ADMIN = { username: 'admin0001', password: 'Admin@123' };
const LIST = { path: '/device', query: { page: '1', limit: '25' } };
const QUIET_CALLS = 30;
const WARMUP_CALLS = 5;
/** the probe stops at this many calls even if a flood lasts longer */
const MAX_DURING_CALLS = 2000;
const DEADLINE_MS = 120_000;
const ACCEPTABLE_RATIO = 3;
/** as if the flood came from many addresses: the per-IP limit is out of the way, the other defences are not */
const MANY_IPS = 'per-IP limit lifted, as from many addresses';
const LIFT_LOGIN = { RATE_LOGIN_PER_MINUTE: '1000000' };

const FLOODS: Flood[] = [
  { label: '200 parallel bad logins (SM2-encrypted wrong passwords, multipart)', spec: { kind: 'badLogins', count: 200, concurrency: 50, deadlineMs: DEADLINE_MS } },
  { label: `200 parallel bad logins, ${MANY_IPS}`, spec: { kind: 'badLogins', count: 200, concurrency: 50, deadlineMs: DEADLINE_MS }, env: LIFT_LOGIN },
  { label: '50 oversized unsigned multipart logins (5 × 10 MB files each)', spec: { kind: 'oversizedMultipart', count: 50, concurrency: 50, deadlineMs: DEADLINE_MS } },
  { label: `50 oversized unsigned multipart logins, ${MANY_IPS}`, spec: { kind: 'oversizedMultipart', count: 50, concurrency: 50, deadlineMs: DEADLINE_MS }, env: LIFT_LOGIN },
  { label: '10,000 signed captcha requests (a new username each)', spec: { kind: 'captcha', count: 10_000, concurrency: 50, deadlineMs: DEADLINE_MS } },
  {
    label: `10,000 signed captcha requests, ${MANY_IPS}`,
    spec: { kind: 'captcha', count: 10_000, concurrency: 50, deadlineMs: DEADLINE_MS },
    env: { RATE_CAPTCHA_PER_MINUTE: '1000000' },
  },
  { label: '2,000 signed logins with a 400 KB SM2 ciphertext', spec: { kind: 'bigCipherLogins', count: 2000, concurrency: 50, deadlineMs: DEADLINE_MS } },
  { label: `2,000 signed logins with a 400 KB SM2 ciphertext, ${MANY_IPS}`, spec: { kind: 'bigCipherLogins', count: 2000, concurrency: 50, deadlineMs: DEADLINE_MS }, env: LIFT_LOGIN },
  { label: '3,000 socket upgrades to /ws?username=admin0001 without a ticket', spec: { kind: 'sockets', count: 3000, concurrency: 50, deadlineMs: DEADLINE_MS } },
];

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
}

const fixed = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const spread = (values: number[]) => `${fixed(median(values))} / ${fixed(p95(values))}`;
const mb = (value: number | undefined) => (value === undefined ? 'n/a' : value.toFixed(0));

interface Probe {
  config: number[];
  list: number[];
  /** list calls that did not answer HTTP 200 with status '1' */
  refused: Record<string, number>;
}

/**
 * The legitimate user, one call at a time and each on its own keep-alive connection, as a
 * console would: /config.json, then the list, and again, until `done()` or `calls` pairs.
 */
async function probe(baseUrl: string, session: Session, calls: number, done: () => boolean = () => false): Promise<Probe> {
  const { signing } = await consoleConfig(baseUrl);
  const configAgent = keepAlive();
  const listAgent = keepAlive();
  const result: Probe = { config: [], list: [], refused: {} };
  try {
    while (result.list.length < calls && !done()) {
      result.config.push((await send(`${baseUrl}/config.json`, { agent: configAgent })).ms);
      const answer = await signedGet(baseUrl, signing, session, LIST.path, LIST.query, listAgent);
      result.list.push(answer.ms);
      if (answer.status !== 200 || answer.apiStatus !== '1') {
        const key = `${answer.status} '${answer.apiStatus ?? ''}'`;
        result.refused[key] = (result.refused[key] ?? 0) + 1;
      }
    }
  } finally {
    configAgent.destroy();
    listAgent.destroy();
  }
  return result;
}

function nextMessage(child: ChildProcess): Promise<FloodMessage> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the flood process exited with code ${code}`));
    child.once('exit', onExit);
    child.once('message', (message: FloodMessage) => {
      child.off('exit', onExit);
      resolve(message);
    });
  });
}

interface Measured {
  result: FloodResult;
  quiet: Probe;
  during: Probe;
  rssBefore?: number;
  rssPeak?: number;
}

async function measure(flood: Flood): Promise<Measured> {
  const server = await startServer(flood.env);
  const child = fork(fileURLToPath(new URL('./abuseFlood.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'] });
  try {
    const pid = serverPid(Number(new URL(server.url).port));
    const session = await login(server.url, await consoleConfig(server.url), ADMIN);

    const ready = nextMessage(child);
    child.send({ ...flood.spec, baseUrl: server.url } satisfies FloodSpec);
    await ready;

    await probe(server.url, session, WARMUP_CALLS);
    const quiet = await probe(server.url, session, QUIET_CALLS);
    const rssBefore = rssMb(pid);
    const rss = sampleRss(pid);

    const finished = nextMessage(child);
    let flooding = true;
    child.send('go');
    const [message, during] = await Promise.all([
      finished.finally(() => (flooding = false)),
      probe(server.url, session, MAX_DURING_CALLS, () => !flooding),
    ]);
    if (message.type !== 'result') throw new Error(`the flood process sent ${message.type}, not its result`);
    return { result: message.result, quiet, during, rssBefore, rssPeak: rss.stop() };
  } finally {
    child.kill();
    await server.stop();
  }
}

function rows(index: number, flood: Flood, m: Measured): Row[] {
  const { result, quiet, during } = m;
  const seconds = result.durationMs / 1000;
  const answers = Object.entries(result.outcomes)
    .sort(([, a], [, b]) => b - a)
    .map(([outcome, n]) => `${outcome} ×${n}`)
    .join(', ');
  const ratio = median(during.list) / median(quiet.list);
  const ratio95 = p95(during.list) / p95(quiet.list);
  const verdict = during.list.length === 0 ? 'no list call fell inside the flood' : ratio < ACCEPTABLE_RATIO ? `under ${ACCEPTABLE_RATIO}×` : `OVER ${ACCEPTABLE_RATIO}×`;
  const refused = Object.entries(during.refused).map(([outcome, n]) => `${outcome} ×${n}`);
  return [
    [
      `${index}. ${flood.label}`,
      `${result.sent} in ${seconds.toFixed(1)} s`,
      `${answers}; ${(result.sent / seconds).toFixed(0)}/s, ${flood.spec.concurrency} in flight; server RSS ${mb(m.rssBefore)} → peak ${mb(m.rssPeak)} MB${result.note ? `; ${result.note}` : ''}`,
    ],
    [`   /config.json p50 / p95, quiet → during`, `${spread(quiet.config)} → ${spread(during.config)} ms`, `${during.config.length} calls during`],
    [
      `   list p50 / p95, quiet → during`,
      `${spread(quiet.list)} → ${spread(during.list)} ms`,
      `${ratio.toFixed(1)}× quiet (p50; p95 ${ratio95.toFixed(1)}×): ${verdict}; ${during.list.length} calls during${refused.length ? `; NOT ANSWERED '1': ${refused.join(', ')}` : ''}`,
    ],
  ];
}

/**
 * Runs the floods (all, or those numbered in BENCH_ABUSE_FLOODS, e.g. "1,3") and returns the
 * table's rows.
 */
export async function benchAbuse(): Promise<Row[]> {
  const only = process.env.BENCH_ABUSE_FLOODS?.split(',').map((n) => Number(n.trim()));
  const out: Row[] = [
    [
      'abuse: each flood on a fresh server at 127.0.0.1',
      `${QUIET_CALLS} quiet calls`,
      `list = GET /api/device?page=1&limit=25 signed as ${ADMIN.username}, logged in before the flood; the acceptance bar is list p50 during < ${ACCEPTABLE_RATIO}× quiet`,
    ],
  ];
  for (const [i, flood] of FLOODS.entries()) {
    if (only && !only.includes(i + 1)) continue;
    process.stderr.write(`abuse ${i + 1}/${FLOODS.length}: ${flood.label}\n`);
    out.push(...rows(i + 1, flood, await measure(flood)));
  }
  return out;
}
