/**
 * Where a page's CPU goes, for `bench/http.ts`'s breakdown: off (one boolean test per phase)
 * unless a benchmark turns it on. Phases are timed in process CPU (steady on a shared machine,
 * where wall time is not). Synchronous phases nest (an island rendered inside the template counts
 * for islands, not twice). Queries report only wall time (the database's log hook), so an
 * asynchronous phase gives them its own CPU/wall share of their wall time: exact enough when
 * requests come one at a time, as the breakdown sends them.
 */
export const RENDER_PHASES = [
  'page lookup',
  'context building',
  'queries',
  'template',
  'island SSR',
  'image markup',
  'JSON',
  'compression',
] as const;
export type RenderPhase = (typeof RENDER_PHASES)[number];

let enabled = false;
const totals = new Map<RenderPhase, number>();
/** Time spent in phases nested in the synchronous phase now running (subtracted from it). */
let nested = 0;

/** Turns the timers on or off (a bench turns them off while it measures throughput). */
export function setRenderTiming(on: boolean): void {
  enabled = on;
}

/** Milliseconds per phase so far. */
export function renderTimings(): Record<RenderPhase, number> {
  return Object.fromEntries(RENDER_PHASES.map((p) => [p, totals.get(p) ?? 0])) as Record<RenderPhase, number>;
}

function add(phase: RenderPhase, ms: number): void {
  totals.set(phase, (totals.get(phase) ?? 0) + ms);
}

function cpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

export function timed<T>(phase: RenderPhase, run: () => T): T {
  if (!enabled) return run();
  const outer = nested;
  nested = 0;
  const start = cpuMs();
  try {
    return run();
  } finally {
    const elapsed = cpuMs() - start;
    add(phase, elapsed - nested);
    nested = outer + elapsed;
  }
}

let queryWall = 0;

/** A statement's wall time, as the database's log hook reports it. */
export function noteQueryTime(ms: number): void {
  if (enabled) queryWall += ms;
}

export async function timedAsync<T>(phase: RenderPhase, run: () => Promise<T>): Promise<T> {
  if (!enabled) return run();
  const queriesBefore = queryWall;
  const startCpu = cpuMs();
  const startWall = performance.now();
  try {
    return await run();
  } finally {
    const cpu = cpuMs() - startCpu;
    const wall = performance.now() - startWall;
    const queries = wall > 0 ? ((queryWall - queriesBefore) * cpu) / wall : 0;
    add('queries', Math.min(cpu, queries));
    add(phase, cpu - Math.min(cpu, queries));
  }
}
