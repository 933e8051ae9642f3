/**
 * The bench's server process as the kernel sees it (Linux /proc), without touching startServer:
 * it is the child of this process running server/server.ts with PORT=<its port>.
 */
import { readdirSync, readFileSync } from 'node:fs';

export function serverPid(port: number): number | undefined {
  let names: string[];
  try {
    names = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined; // no /proc: not Linux
  }
  for (const name of names) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // "pid (comm) state ppid …": comm may hold spaces, so read after its closing parenthesis
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== process.pid) continue;
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8');
      const environ = readFileSync(`/proc/${name}/environ`, 'utf8').split('\0');
      if (cmdline.includes('server/server.ts') && environ.includes(`PORT=${port}`)) return Number(name);
    } catch {
      // the process ended while we looked
    }
  }
  return undefined;
}

/** Resident memory in MB, from /proc/<pid>/status. */
export function rssMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Samples the RSS every `everyMs` until stopped; returns the peak. */
export function sampleRss(pid: number | undefined, everyMs = 50): { stop(): number | undefined } {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    const now = rssMb(pid);
    if (now !== undefined && (peak === undefined || now > peak)) peak = now;
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      const last = rssMb(pid);
      return last !== undefined && (peak === undefined || last > peak) ? last : peak;
    },
  };
}
