/**
 * What a benchmark's server child spends: SQL statements and transactions it sends (through the
 * database's `log` hook, so `begin`/`commit` count too) and its own CPU time. The parent asks for a
 * reading over IPC before and after a run and divides by the requests it made.
 */
import type { ChildProcess } from 'node:child_process';
import type { QueryLogEvent } from '@tessera/db';

export interface MeterReading {
  statements: number;
  transactions: number;
  cpuMs: number;
}

export const zero = (): MeterReading => ({ statements: 0, transactions: 0, cpuMs: 0 });

export const add = (a: MeterReading, b: MeterReading): MeterReading => ({
  statements: a.statements + b.statements,
  transactions: a.transactions + b.transactions,
  cpuMs: a.cpuMs + b.cpuMs,
});

const METER_REQUEST = 'meter-reading';

/** In the child: counts statements, answers readings when the parent asks. */
export function startMeter(): { log: (event: QueryLogEvent) => void } {
  const reading = { statements: 0, transactions: 0 };
  process.on('message', (message) => {
    if (message !== METER_REQUEST) return;
    const cpu = process.cpuUsage();
    process.send?.({ ...reading, cpuMs: (cpu.user + cpu.system) / 1000 });
  });
  return {
    log: (event) => {
      if (event.level !== 'query') return;
      const sql = event.query.sql.trimStart().slice(0, 8).toLowerCase();
      if (sql.startsWith('begin')) reading.transactions += 1;
      else if (!sql.startsWith('commit') && !sql.startsWith('rollback')) reading.statements += 1;
    },
  };
}

/** In the parent: the child's reading now. */
export function readMeter(child: ChildProcess): Promise<MeterReading> {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve(message as MeterReading));
    child.send(METER_REQUEST);
  });
}

/** Per-request figures between two readings: statements, round trips (with begin/commit), CPU ms. */
export function perRequest(before: MeterReading, after: MeterReading, requests: number): string {
  const n = Math.max(1, requests);
  const statements = (after.statements - before.statements) / n;
  const transactions = (after.transactions - before.transactions) / n;
  const cpu = (after.cpuMs - before.cpuMs) / n;
  return [
    `${statements.toFixed(1)} queries`,
    `${(statements + 2 * transactions).toFixed(1)} round trips`,
    `server CPU ${cpu.toFixed(2)} ms`,
  ].join(', ');
}
