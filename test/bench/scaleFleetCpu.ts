/**
 * CPU time of processes as the kernel counts it (Linux /proc/<pid>/stat), for the fleet bench's
 * "share of the 2 cores": a process's own time plus what its reaped children spent (PostgreSQL's
 * backends come and go under the postmaster), plus its living children's. Without /proc every
 * reading is 0 and the bench says so.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** clock ticks per second of /proc's times (USER_HZ: 100 on every Linux we run on) */
const TICKS = 100;

interface Stat {
  ppid: number;
  /** utime + stime + cutime + cstime, in seconds */
  seconds: number;
}

function statOf(pid: number): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces, so read after its closing parenthesis
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // after the comm: [0] state, [1] ppid, … [11] utime, [12] stime, [13] cutime, [14] cstime
    const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    return { ppid: Number(fields[1]), seconds: ticks / TICKS };
  } catch {
    return undefined; // gone, or no /proc
  }
}

/** The parent of every living process, read once. */
function parents(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  let names: string[] = [];
  try {
    names = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return children;
  }
  for (const name of names) {
    const stat = statOf(Number(name));
    if (!stat) continue;
    let list = children.get(stat.ppid);
    if (!list) children.set(stat.ppid, (list = []));
    list.push(Number(name));
  }
  return children;
}

/** The pids of each root's process tree (the root and its living descendants). */
function treeOf(roots: readonly number[]): number[] {
  const children = parents();
  const seen = new Set<number>();
  const walk = (pid: number) => {
    if (seen.has(pid)) return;
    seen.add(pid);
    for (const child of children.get(pid) ?? []) walk(child);
  };
  for (const root of roots) walk(root);
  return [...seen];
}

/** Seconds of CPU of each root's process tree (the root, its descendants, and the children they reaped). */
export function treeSeconds(roots: readonly number[]): number {
  return treeOf(roots).reduce((total, pid) => total + (statOf(pid)?.seconds ?? 0), 0);
}

/**
 * Seconds the threads of each root's living process tree spent ready to run but waiting for a core
 * (/proc/<pid>/task/<tid>/schedstat, its second field): high when the machine is busy with more
 * than the bench, and what stretches every round trip then.
 */
export function treeWaitSeconds(roots: readonly number[]): number {
  let nanos = 0;
  for (const pid of treeOf(roots)) {
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tasks) {
      try {
        nanos += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[1]);
      } catch {
        // the thread ended
      }
    }
  }
  return nanos / 1e9;
}

/** Whether /proc can be read here (Linux). */
export function procAvailable(): boolean {
  return statOf(process.pid) !== undefined;
}

export const CORES = cpus().length;

/** This process's own CPU seconds (the load generator: gateways and consoles). */
export function ownSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}
