import type { AddressInfo } from 'node:net';
import { unixNow } from '../../src/lib/signing';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../test/support/testPlatform';
import { connectAlarmSocket, openSocket, type OpenSocket, type SocketOutcome, type SocketTicketOptions } from '../../test/support/alarmSocket';
import { BUSY_CLOSE, HEARTBEAT, RETRY_AFTER_SECONDS, SESSION_ENDED_CLOSE } from './websocket';

const CONFIGURED_ORIGIN = 'https://console.example.com';
const MAX_PER_USER = 2;
const MAX_TOTAL = 3;

let platform: TestPlatform;
let base: string;
let operator: TestSession;
let admin: TestSession;
const opened: OpenSocket[] = [];

beforeAll(async () => {
  platform = await createTestPlatform({
    heartbeatSeconds: 0.05,
    wsAllowedOrigins: [CONFIGURED_ORIGIN],
    wsMaxPerUser: MAX_PER_USER,
    wsMaxTotal: MAX_TOTAL,
  });
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
  operator = (await loginAs(platform, 'operator01')).session;
  admin = (await loginAs(platform, 'admin0001')).session;
});
afterAll(() => platform.close());
afterEach(async () => {
  for (const socket of opened.splice(0)) socket.ws.terminate();
  await vi.waitFor(() => expect(platform.app.sockets.count()).toBe(0));
});

const now = () => unixNow(platform.clock.now());

/** A ticket second not used before: a ticket opens one socket only, and the test clock stands still. */
function freshTs(): number {
  platform.clock.advance(1);
  return now();
}

async function connect(options: Omit<SocketTicketOptions, 'base'>): Promise<SocketOutcome> {
  const ts = options.ts ?? (options.session ? freshTs() : undefined);
  const outcome = await connectAlarmSocket(platform, { base, ...options, ...(ts === undefined ? {} : { ts }) });
  if (outcome.kind === 'open') opened.push(outcome.socket);
  return outcome;
}

async function accepted(options: Omit<SocketTicketOptions, 'base'>): Promise<OpenSocket> {
  const outcome = await connect(options);
  if (outcome.kind !== 'open') throw new Error(`expected the socket to open, got HTTP ${outcome.statusCode} ${outcome.body}`);
  return outcome.socket;
}

/** What a client can tell apart: the status, the body, and the headers that vary with it. */
async function refusal(options: Omit<SocketTicketOptions, 'base'>) {
  const outcome = await connect(options);
  if (outcome.kind !== 'refused') throw new Error('expected the upgrade to be refused, but the socket opened');
  const { statusCode, body, headers } = outcome;
  return { statusCode, body, contentType: headers['content-type'], contentLength: headers['content-length'], retryAfter: headers['retry-after'] };
}

describe('/ws ticket', () => {
  it('opens with a ticket of a live session, delivers heartbeats and broadcasts', async () => {
    const socket = await accepted({ session: operator });
    await vi.waitFor(() => expect(socket.messages).toContainEqual(HEARTBEAT));
    await vi.waitFor(() => expect(platform.app.sockets.count('operator01')).toBe(1));
    const alarm = { event: '0003', eventField: 'temperature', displayTitle: 'Cold store 1', message: '9.5 ℃', dataTimestamp: 1 };
    expect(platform.app.sockets.broadcast('operator01', alarm)).toBe(1);
    expect(platform.app.sockets.broadcast('admin0001', alarm)).toBe(0);
    await vi.waitFor(() => expect(socket.messages).toContainEqual(alarm));
  });

  it('refuses a missing, forged, stale or future ticket, and an unknown username, with one identical answer', async () => {
    const missing = await refusal({ username: 'operator01' });
    expect(missing.statusCode).toBe(401);
    expect(JSON.parse(missing.body)).toMatchObject({ status: '-2' });
    const forged = await refusal({ session: { username: 'operator01', token: 'not-a-session-token' } });
    const wrongUser = await refusal({ session: operator, username: 'admin0001' });
    const stale = await refusal({ session: operator, ts: now() - platform.config.signWindowSeconds - 1 });
    const future = await refusal({ session: operator, ts: now() + platform.config.signWindowSeconds + 1 });
    const malformed = await refusal({ username: 'operator01', sig: 'zz' });
    const unknown = await refusal({ session: { username: 'ghost', token: operator.token } });
    const unknownBare = await refusal({ username: 'ghost' });
    for (const answer of [forged, wrongUser, stale, future, malformed, unknown, unknownBare]) expect(answer).toEqual(missing);
    expect(platform.app.sockets.count()).toBe(0);
  });

  it('accepts a ticket at the edge of the signing window', async () => {
    await accepted({ session: operator, ts: now() - platform.config.signWindowSeconds });
  });

  it('spends a ticket on its first socket: the same URL is refused the second time', async () => {
    const ts = freshTs();
    await accepted({ session: operator, ts });
    const again = await refusal({ session: operator, ts });
    expect(again).toEqual(await refusal({ username: 'operator01' }));
  });

  it('refuses the ticket of a logged-out session, and closes its open socket', async () => {
    const { session } = await loginAs(platform, 'operator01');
    const socket = await accepted({ session });
    const logout = await signedInject(platform, { method: 'GET', url: '/auth/logout', session });
    expect(logout.envelope.status).toBe('1');
    expect(await socket.closed).toEqual(SESSION_ENDED_CLOSE);
    expect((await refusal({ session })).statusCode).toBe(401);
    // the user's other session is untouched
    await accepted({ session: operator });
  });

  it('refuses the ticket of an expired session', async () => {
    const { session } = await loginAs(platform, 'admin0001');
    platform.clock.advance(platform.config.tokenTtlSeconds + 1);
    try {
      expect((await refusal({ session })).statusCode).toBe(401);
    } finally {
      platform.clock.advance(-(platform.config.tokenTtlSeconds + 1));
    }
  });

  it('refuses a session that must change its password first', async () => {
    await platform.app.db.updateTable('users').set({ must_change_password: 1 }).where('username', '=', 'admin0001').execute();
    try {
      expect((await refusal({ session: admin })).statusCode).toBe(401);
    } finally {
      await platform.app.db.updateTable('users').set({ must_change_password: 0 }).where('username', '=', 'admin0001').execute();
    }
  });
});

describe('/ws origin', () => {
  it("accepts the console's own origin, a configured one, and a client that sends none", async () => {
    await accepted({ session: operator, origin: base.replace(/^ws/, 'http') });
    await accepted({ session: operator, origin: CONFIGURED_ORIGIN });
    await accepted({ session: admin });
  });

  it.each(['http://evil.example', 'https://console.example.com.evil.example', 'null', 'http://127.0.0.1:1'])(
    'refuses the foreign origin %s before looking at the ticket',
    async (origin) => {
      const answer = await refusal({ session: operator, origin });
      expect(answer.statusCode).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({ status: '-4' });
    },
  );
});

describe('/ws caps', () => {
  it(`refuses a user's socket over ${MAX_PER_USER}, and any socket over ${MAX_TOTAL} in all, with 503 and Retry-After`, async () => {
    for (let i = 0; i < MAX_PER_USER; i += 1) await accepted({ session: operator });
    const overUser = await refusal({ session: operator });
    expect(overUser.statusCode).toBe(503);
    expect(overUser.retryAfter).toBe(String(RETRY_AFTER_SECONDS));

    await accepted({ session: admin }); // another user still gets in, up to the total
    const overTotal = await refusal({ session: admin });
    expect(overTotal.statusCode).toBe(503);
    expect(platform.app.sockets.count()).toBe(MAX_TOTAL);
  });

  it('holds the per-user cap when many sockets connect at once (503 before, or 1013 after the upgrade)', async () => {
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => connect({ session: operator })));
    const opened = outcomes.flatMap((outcome) => (outcome.kind === 'open' ? [outcome.socket] : []));
    const refused = outcomes.flatMap((outcome) => (outcome.kind === 'refused' ? [outcome.statusCode] : []));
    expect(refused.every((code) => code === 503)).toBe(true);
    const late = await Promise.all(opened.map((socket) => Promise.race([socket.closed, new Promise((done) => setTimeout(done, 200, 'open'))])));
    expect(late.filter((state) => state === 'open')).toHaveLength(MAX_PER_USER);
    for (const state of late) if (state !== 'open') expect(state).toEqual(BUSY_CLOSE);
    expect(platform.app.sockets.count('operator01')).toBe(MAX_PER_USER);
  });

  it('counts a closed socket out, so the user can connect again', async () => {
    const sockets = [];
    for (let i = 0; i < MAX_PER_USER; i += 1) sockets.push(await accepted({ session: operator }));
    sockets[0]?.ws.close();
    await vi.waitFor(() => expect(platform.app.sockets.count('operator01')).toBe(MAX_PER_USER - 1));
    await accepted({ session: operator });
  });
});

describe('/ws without upgrade', () => {
  it('answers a plain GET with 404', async () => {
    const response = await platform.app.inject({ method: 'GET', url: '/ws?username=operator01' });
    expect(response.statusCode).toBe(404);
  });

  it('is reachable through openSocket with a raw URL too', async () => {
    const outcome = await openSocket(`${base}/ws`);
    expect(outcome.kind).toBe('refused');
  });
});
