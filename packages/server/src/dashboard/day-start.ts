/** The UTC offset (ms) of `timeZone` at the instant `at`: local wall time minus UTC. */
function offsetAt(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(at / 1000) * 1000;
}

function safeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * Midnight today and midnight of this week's Monday in the site's time zone, as epoch ms, for
 * "today's sales" and "this week's sales".
 */
export function dayAndWeekStart(timeZone: string, now: number): { today: number; week: number } {
  const zone = safeZone(timeZone);
  const offset = offsetAt(zone, now);
  const local = new Date(now + offset);
  const midnightLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const today = midnightLocal - offsetAt(zone, midnightLocal - offset);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const mondayLocal = midnightLocal - sinceMonday * 86_400_000;
  const week = mondayLocal - offsetAt(zone, mondayLocal - offset);
  return { today, week };
}
