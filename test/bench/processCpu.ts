/**
 * CPU time of processes as the kernel counts it (Linux /proc; undefined elsewhere): on a machine
 * shared with other work, the CPU a measured step cost is steadier than its wall time.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux) */
const TICKS = 100;

function times(pid: number): { ppid: number; own: number; reaped: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces, so read after its closing parenthesis
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime are fields 14–17 of stat(5): 11–14 after the comm
    return { ppid: Number(fields[1]), own: Number(fields[11]) + Number(fields[12]), reaped: Number(fields[13]) + Number(fields[14]) };
  } catch {
    return undefined;
  }
}

/** Milliseconds of CPU used by `root` and every child of it, live or ended (PostgreSQL's postmaster and its backends). */
export function processTreeCpuMs(root: number): number | undefined {
  const own = times(root);
  if (!own) return undefined;
  let ticks = own.own + own.reaped;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const child = times(Number(name));
    if (child && child.ppid === root) ticks += child.own;
  }
  return (ticks * 1000) / TICKS;
}

/** Sums processTreeCpuMs over these roots; undefined when any is unknown. */
export function cpuMsOf(roots: ReadonlyArray<number | undefined>): number | undefined {
  let total = 0;
  for (const root of roots) {
    const ms = root === undefined ? undefined : processTreeCpuMs(root);
    if (ms === undefined) return undefined;
    total += ms;
  }
  return total;
}
