/**
 * The timer leases of one instance (issue 27 §2 "Work that must happen once"), by name. Every
 * timer job asks for its lease and does its work only while it holds it (`lease.ifHeld(job)`), so
 * that with several instances each job runs on exactly one of them at a time, and moves to another
 * within the TTL (plus a renewal period) when its holder dies. Without Redis there is one process:
 * it holds every lease. A job called directly (a test's `app.alarmEngine.sweep()`) just runs.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import { LocalLease, RedisLease, type Lease, type LeaseHandle, type LeaseLog } from './lease';

export interface Leases {
  /** this instance's id: held leases' value in Redis, running download jobs' `instance_id` */
  readonly instanceId: string;
  /** true with Redis (several instances may share the work); false: one process holds everything */
  readonly shared: boolean;
  /** The lease of that name (the same object for the same name). */
  lease(name: string): Lease;
  /** The first attempt at every lease (awaited), then their renewal loops; leases asked for later start at once. */
  start(): Promise<void>;
  /** Ends the loops and releases the leases held. */
  stop(): Promise<void>;
}

export interface LeasesOptions {
  redis: Redis | null;
  /** the Redis key of a lease's name (the instance group's prefix) */
  keyOf: (name: string) => string;
  ttlMs: number;
  renewMs: number;
  log: LeaseLog;
}

export function createLeases(options: LeasesOptions): Leases {
  const { redis } = options;
  const instanceId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const handles = new Map<string, LeaseHandle>();
  let started = false;

  const make = (name: string): LeaseHandle =>
    redis
      ? new RedisLease(name, { redis, key: options.keyOf(`lease:${name}`), token: instanceId, ttlMs: options.ttlMs, renewMs: options.renewMs, log: options.log })
      : new LocalLease(name);

  return {
    instanceId,
    shared: redis !== null,
    lease(name) {
      let handle = handles.get(name);
      if (!handle) {
        handle = make(name);
        handles.set(name, handle);
        if (started) void handle.start();
      }
      return handle;
    },
    async start() {
      started = true;
      await Promise.all([...handles.values()].map((handle) => handle.start()));
    },
    async stop() {
      await Promise.all([...handles.values()].map((handle) => handle.stop()));
    },
  };
}
