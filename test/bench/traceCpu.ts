/**
 * The CPU time a page's main thread spent inside a user-timing measure, from a Chromium trace
 * (browser.startTracing with TRACE_CATEGORIES): the thread time (`tdur`) of its top-level tasks,
 * each counted for the part of it inside the measure. Wall time on a busy machine counts what
 * other processes took; this counts what the page did.
 */

export const TRACE_CATEGORIES = ['blink.user_timing', 'toplevel', 'disabled-by-default-devtools.timeline', 'devtools.timeline'];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  id2?: { local?: string };
  args?: { name?: string };
}

/** Milliseconds of main-thread CPU inside each `measure` of the trace (in order), or [] without one. */
export function cpuInMeasures(trace: Buffer, measure: string): number[] {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const spans: Array<{ pid: number; from: number; to: number }> = [];
  const open = new Map<string, { pid: number; ts: number }>();
  for (const e of events) {
    if (e.name !== measure || !e.cat.includes('blink.user_timing')) continue;
    const key = `${e.pid}:${e.id ?? e.id2?.local ?? ''}`;
    if (e.ph === 'b') open.set(key, { pid: e.pid, ts: e.ts });
    if (e.ph === 'e' && open.has(key)) {
      spans.push({ pid: e.pid, from: open.get(key)!.ts, to: e.ts });
      open.delete(key);
    }
  }
  const mainThreads = new Map<number, number>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') mainThreads.set(e.pid, e.tid);
  return spans.map(({ pid, from, to }) => {
    const tid = mainThreads.get(pid);
    let micros = 0;
    for (const e of events) {
      if (e.ph !== 'X' || e.name !== 'RunTask' || e.pid !== pid || e.tid !== tid || e.dur === undefined || e.tdur === undefined || e.dur <= 0) continue;
      const overlap = Math.min(to, e.ts + e.dur) - Math.max(from, e.ts);
      if (overlap > 0) micros += e.tdur * (overlap / e.dur);
    }
    return micros / 1000;
  });
}
