import { dateName } from './date-names.js';
import type { WallClock } from './wall-clock.js';
import { abbreviation, dayOfYear, isoWeek, sundayWeek } from './wall-clock.js';

function pad(n: number, width: number, fill = '0'): string {
  const text = String(Math.abs(n)).padStart(width, fill);
  return n < 0 ? `-${text}` : text;
}

function hour12(hour: number): number {
  return hour % 12 === 0 ? 12 : hour % 12;
}

function utcOffset(offsetMs: number): string {
  const minutes = Math.round(Math.abs(offsetMs) / 60000);
  return `${offsetMs < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}`;
}

type Token = (clock: WallClock, locale: string | undefined) => string;

const d = (clock: WallClock): Date => clock.local;

/** Composite tokens are spelled in terms of simple ones (reference §11.5). */
const COMPOSITES: Readonly<Record<string, string>> = {
  c: '%a, %b %-d, %Y %i:%M:%S %p %Z',
  D: '%m/%d/%y',
  F: '%Y-%m-%d',
  r: '%i:%M:%S %p',
  R: '%H:%M',
  T: '%H:%M:%S',
  v: '%e-%b-%Y',
  x: '%m/%d/%Y',
  X: '%I:%M:%S %p',
};

const TOKENS: Readonly<Record<string, Token>> = {
  a: (c, l) => dateName(l, 'weekday-short', d(c)),
  A: (c, l) => dateName(l, 'weekday-long', d(c)),
  b: (c, l) => dateName(l, 'month-short', d(c)),
  h: (c, l) => dateName(l, 'month-short', d(c)),
  B: (c, l) => dateName(l, 'month-long', d(c)),
  C: (c) => pad(Math.floor(d(c).getUTCFullYear() / 100), 2),
  d: (c) => pad(d(c).getUTCDate(), 2),
  '-d': (c) => String(d(c).getUTCDate()),
  e: (c) => pad(d(c).getUTCDate(), 2, ' '),
  g: (c) => pad(((isoWeek(d(c)).year % 100) + 100) % 100, 2),
  G: (c) => String(isoWeek(d(c)).year),
  H: (c) => pad(d(c).getUTCHours(), 2),
  i: (c) => String(hour12(d(c).getUTCHours())),
  I: (c) => pad(hour12(d(c).getUTCHours()), 2),
  j: (c) => pad(dayOfYear(d(c)), 3),
  k: (c) => pad(d(c).getUTCHours(), 2, ' '),
  l: (c) => pad(hour12(d(c).getUTCHours()), 2, ' '),
  m: (c) => pad(d(c).getUTCMonth() + 1, 2),
  M: (c) => pad(d(c).getUTCMinutes(), 2),
  n: () => '\n',
  N: (c) => pad(d(c).getUTCMilliseconds() * 1_000_000, 9),
  p: (c) => (d(c).getUTCHours() < 12 ? 'AM' : 'PM'),
  P: (c) => (d(c).getUTCHours() < 12 ? 'am' : 'pm'),
  q: (c) => String(Math.floor(d(c).getUTCMonth() / 3) + 1),
  s: (c) => String(Math.trunc(c.epochMs / 1000)),
  S: (c) => pad(d(c).getUTCSeconds(), 2),
  t: () => '\t',
  u: (c) => String(d(c).getUTCDay() === 0 ? 7 : d(c).getUTCDay()),
  U: (c) => pad(sundayWeek(d(c)), 2),
  W: (c) => pad(sundayWeek(d(c)), 2),
  V: (c) => pad(isoWeek(d(c)).week, 2),
  w: (c) => String(d(c).getUTCDay()),
  y: (c) => pad(((d(c).getUTCFullYear() % 100) + 100) % 100, 2),
  Y: (c) => String(d(c).getUTCFullYear()),
  z: (c) => utcOffset(c.offsetMs),
  Z: (c) => abbreviation(c),
};

function expand(pattern: string, clock: WallClock, locale: string | undefined, nested: boolean): string {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch !== '%' || i === pattern.length - 1) {
      out += ch;
      continue;
    }
    let key = pattern[++i]!;
    // `%-d` (unpadded day) exists only inside the composite `%c`; templates cannot reach it.
    if (nested && key === '-' && pattern[i + 1] === 'd') key += pattern[++i]!;
    const composite = COMPOSITES[key];
    const token = TOKENS[key];
    if (key === '%') out += '%';
    else if (composite !== undefined) out += expand(composite, clock, locale, true);
    else if (token !== undefined && Object.hasOwn(TOKENS, key)) out += token(clock, locale);
    else out += `%${key}`; // unknown tokens are copied literally (Appendix B #15, R-Java)
  }
  return out;
}

/**
 * The strftime-like `date` pattern (reference §11.5) for a wall clock. Day and month names are
 * the locale's stand-alone forms, English when `locale` is undefined.
 */
export function strftime(pattern: string, clock: WallClock, locale: string | undefined): string {
  return expand(pattern, clock, locale, false);
}
