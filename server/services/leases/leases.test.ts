/**
 * The lease service against a real Redis (TEST_REDIS_URL): one holder at a time, renewed while it
 * lives, released on stop, taken over once a dead holder's lease expires; only the holder renews
 * or releases. Without Redis the one process holds every lease.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { testRedisUrl } from '../../../test/support/testCluster';
import { createLeases, type Leases } from './leases';
import { acquireLock, releaseLock, renewLock } from './redisLock';

const TTL_MS = 600;
const RENEW_MS = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!testRedisUrl())('timer leases on Redis', () => {
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  const connections: Redis[] = [];
  const started: Leases[] = [];
  const lines: string[] = [];

  function connect(): Redis {
    const redis = new Redis(testRedisUrl()!, { maxRetriesPerRequest: 1 });
    // a connection the test drops on purpose reports its errors here
    redis.on('error', () => undefined);
    connections.push(redis);
    return redis;
  }
  function instance(redis = connect()): Leases {
    const leases = createLeases({
      redis,
      keyOf: (name) => `${prefix}${name}`,
      ttlMs: TTL_MS,
      renewMs: RENEW_MS,
      log: { info: (_fields, message) => lines.push(message), warn: (_fields, message) => lines.push(message) },
    });
    started.push(leases);
    return leases;
  }

  afterEach(async () => {
    await Promise.all(started.splice(0).map((leases) => leases.stop()));
    const admin = connections[0];
    if (admin?.status === 'ready') {
      const keys = await admin.keys(`${prefix}*`);
      if (keys.length) await admin.del(...keys);
    }
    for (const redis of connections.splice(0)) redis.disconnect();
    lines.length = 0;
  });

  it('is held by one instance at a time, renewed past its TTL while the holder lives', async () => {
    const a = instance();
    const b = instance();
    const [onA, onB] = [a.lease('sweep'), b.lease('sweep')];
    await a.start();
    await b.start();
    expect([onA.held, onB.held]).toEqual([true, false]);
    expect(await connections[0]!.get(`${prefix}lease:sweep`)).toBe(a.instanceId);
    // three TTLs later A still holds it: its renewals kept it
    await sleep(3 * TTL_MS);
    expect([onA.held, onB.held]).toEqual([true, false]);
    expect(await connections[0]!.pttl(`${prefix}lease:sweep`)).toBeGreaterThan(0);
    // other names are other leases
    const other = b.lease('notifier');
    await vi.waitFor(() => expect(other.held).toBe(true), { timeout: 10_000 });
  });

  it('runs a job only while held, and counts the runs', async () => {
    const a = instance();
    const b = instance();
    // asked for before start, so A's awaited first attempt takes it (asked for after, the two
    // instances' attempts race on their own connections)
    const [onA, onB] = [a.lease('job'), b.lease('job')];
    await a.start();
    await b.start();
    expect(onA.held).toBe(true);
    expect(await onA.ifHeld(async () => 'ran')).toBe('ran');
    expect(onB.ifHeld(async () => 'ran')).toBeUndefined();
    expect([onA.runs, onB.runs]).toEqual([1, 0]);
  });

  it('moves to another instance as soon as its holder releases it on stop', async () => {
    const a = instance();
    const b = instance();
    const onB = b.lease('sweep');
    let takeovers = 0;
    onB.onAcquired(() => (takeovers += 1));
    a.lease('sweep');
    await a.start();
    await b.start();
    expect(onB.held).toBe(false);
    await a.stop();
    expect(await connections[0]!.exists(`${prefix}lease:sweep`)).toBe(0);
    await vi.waitFor(() => expect(onB.held).toBe(true), { timeout: 5 * RENEW_MS });
    expect(takeovers).toBe(1);
  });

  it('moves once a dead holder’s lease expires, never held by two at once', async () => {
    const deadConnection = connect();
    const a = instance(deadConnection);
    const b = instance();
    const [onA, onB] = [a.lease('sweep'), b.lease('sweep')];
    await a.start();
    await b.start();
    expect(onA.held).toBe(true);
    // A can no longer reach Redis: it neither renews nor releases, as if it had died
    deadConnection.disconnect();
    const both: number[] = [];
    const sampler = setInterval(() => onA.held && onB.held && both.push(Date.now()), 5);
    try {
      await vi.waitFor(() => expect(onB.held).toBe(true), { timeout: TTL_MS + 4 * RENEW_MS, interval: 20 });
    } finally {
      clearInterval(sampler);
    }
    expect(onA.held).toBe(false);
    expect(both).toEqual([]);
    expect(lines).toContain('lease not renewed');
  });

  it('is renewed and released only by its holder', async () => {
    const redis = connect();
    const key = `${prefix}lock`;
    expect(await acquireLock(redis, key, 'holder', TTL_MS)).toBe(true);
    expect(await acquireLock(redis, key, 'intruder', TTL_MS)).toBe(false);
    expect(await renewLock(redis, key, 'intruder', 60_000)).toBe(false);
    expect(await redis.pttl(key)).toBeLessThanOrEqual(TTL_MS);
    expect(await releaseLock(redis, key, 'intruder')).toBe(false);
    expect(await redis.get(key)).toBe('holder');
    expect(await renewLock(redis, key, 'holder', 60_000)).toBe(true);
    expect(await redis.pttl(key)).toBeGreaterThan(TTL_MS);
    expect(await releaseLock(redis, key, 'holder')).toBe(true);
    expect(await redis.exists(key)).toBe(0);
  });
});

describe('timer leases on one process', () => {
  it('are always held by it', async () => {
    const leases = createLeases({ redis: null, keyOf: (name) => name, ttlMs: TTL_MS, renewMs: RENEW_MS, log: { info: () => undefined, warn: () => undefined } });
    const lease = leases.lease('sweep');
    let acquired = 0;
    lease.onAcquired(() => (acquired += 1));
    await leases.start();
    expect(leases.shared).toBe(false);
    expect(lease.held).toBe(true);
    expect(acquired).toBe(1);
    expect(await lease.ifHeld(async () => 1)).toBe(1);
    await leases.stop();
  });
});
