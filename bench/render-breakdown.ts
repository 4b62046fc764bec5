/**
 * The uncached page breakdown of `bench/http.ts`: requests sent one at a time (so the server's
 * phase timers, render/render-timing.ts, see one request at a time), then per request the
 * server's CPU and the milliseconds of each phase; what no phase covers (routing, hooks, the
 * HTTP write, garbage collection) is "framework & HTTP".
 */
import type { ChildProcess } from 'node:child_process';

export const PHASES = [
  'page lookup',
  'context building',
  'queries',
  'template',
  'island SSR',
  'image markup',
  'JSON',
  'compression',
] as const;

export interface ServerReading {
  cpuMs: number;
  statements: number;
  phases: Record<string, number>;
}

/** The server's counters now, asked over IPC. */
export function readServer(child: ChildProcess): Promise<ServerReading> {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve(message as ServerReading));
    child.send('reading');
  });
}

export interface Breakdown {
  cpuMs: number;
  queries: number;
  phases: Record<string, number>;
}

/** Sends `count` requests one after another (after 20 to warm up) and returns per-request figures. */
export async function breakdownOf(
  child: ChildProcess,
  url: string,
  headers: Record<string, string>,
  count: number,
): Promise<Breakdown> {
  const get = async () => {
    // fetch asks for gzip unless told: a page without accept-encoding is asked as such.
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity', ...headers } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
  };
  for (let i = 0; i < 20; i += 1) await get();
  const before = await readServer(child);
  for (let i = 0; i < count; i += 1) await get();
  const after = await readServer(child);
  const phases: Record<string, number> = {};
  for (const phase of PHASES)
    phases[phase] = ((after.phases[phase] ?? 0) - (before.phases[phase] ?? 0)) / count;
  return {
    cpuMs: (after.cpuMs - before.cpuMs) / count,
    queries: (after.statements - before.statements) / count,
    phases,
  };
}

/** One line per page: CPU per request, then each phase's share of it in ms. */
export function printBreakdowns(rows: readonly { name: string; breakdown: Breakdown }[]): void {
  const head = ['page'.padEnd(22), 'CPU ms', 'queries', ...PHASES.map((p) => p.slice(0, 12)), 'framework'];
  console.log(head.map((h, i) => (i === 0 ? h : h.padStart(Math.max(7, h.length)))).join(' '));
  for (const { name, breakdown } of rows) {
    const covered = Object.values(breakdown.phases).reduce((a, b) => a + b, 0);
    const cells = [
      breakdown.cpuMs.toFixed(2),
      breakdown.queries.toFixed(1),
      ...PHASES.map((p) => (breakdown.phases[p] ?? 0).toFixed(3)),
      Math.max(0, breakdown.cpuMs - covered).toFixed(3),
    ];
    console.log(
      [name.padEnd(22), ...cells.map((c, i) => c.padStart(Math.max(7, head[i + 1]!.length)))].join(' '),
    );
  }
}
