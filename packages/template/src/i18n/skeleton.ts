/**
 * CLDR date-field skeletons (`yMMMd`, `EEEE`, `hm`, `jm`) as ECMA-402 options. Intl's own
 * pattern generator then picks the locale's best pattern for the requested fields, as CLDR's
 * skeleton matching does. Letters Intl cannot express (quarter, week of year) are ignored.
 */

type Options = Intl.DateTimeFormatOptions;
type Apply = (out: Options, count: number) => void;

const textWidth = (count: number): 'short' | 'long' | 'narrow' =>
  count === 4 ? 'long' : count === 5 ? 'narrow' : 'short';

const numeric = (count: number): 'numeric' | '2-digit' => (count === 2 ? '2-digit' : 'numeric');

function month(out: Options, count: number): void {
  out.month = count <= 2 ? numeric(count) : textWidth(count);
}

function weekday(out: Options, count: number): void {
  out.weekday = textWidth(count);
}

function hour(cycle: Options['hourCycle']): Apply {
  return (out, count) => {
    out.hour = numeric(count);
    if (cycle !== undefined) out.hourCycle = cycle;
  };
}

function zoneName(short: Options['timeZoneName'], long: Options['timeZoneName']): Apply {
  return (out, count) => {
    out.timeZoneName = count >= 4 ? long : short;
  };
}

const FIELDS: Readonly<Record<string, Apply>> = {
  G: (out, count) => {
    out.era = textWidth(count);
  },
  y: (out, count) => {
    out.year = numeric(count);
  },
  M: month,
  L: month,
  d: (out, count) => {
    out.day = numeric(count);
  },
  E: weekday,
  c: (out, count) => weekday(out, Math.max(count, 3)),
  e: (out, count) => weekday(out, Math.max(count, 3)),
  h: hour('h12'),
  K: hour('h11'),
  H: hour('h23'),
  k: hour('h24'),
  j: hour(undefined),
  J: hour(undefined),
  C: hour(undefined),
  m: (out, count) => {
    out.minute = numeric(count);
  },
  s: (out, count) => {
    out.second = numeric(count);
  },
  S: (out, count) => {
    out.fractionalSecondDigits = Math.min(3, count) as 1 | 2 | 3;
  },
  B: (out, count) => {
    out.dayPeriod = textWidth(count);
  },
  z: zoneName('short', 'long'),
  v: zoneName('shortGeneric', 'longGeneric'),
  V: zoneName('shortGeneric', 'longGeneric'),
  O: zoneName('shortOffset', 'longOffset'),
  Z: zoneName('shortOffset', 'longOffset'),
  X: zoneName('shortOffset', 'longOffset'),
  x: zoneName('shortOffset', 'longOffset'),
};

/** Intl options for a skeleton; empty when it names no field Intl knows. */
export function skeletonOptions(skeleton: string): Intl.DateTimeFormatOptions {
  const out: Options = {};
  for (let i = 0; i < skeleton.length;) {
    const letter = skeleton[i]!;
    let count = 1;
    while (skeleton[i + count] === letter) count++;
    i += count;
    if (Object.hasOwn(FIELDS, letter)) FIELDS[letter]!(out, count);
  }
  return out;
}

/** True when the options hold at least one date or time field. */
export function hasFields(options: Intl.DateTimeFormatOptions): boolean {
  return (
    options.era !== undefined ||
    options.year !== undefined ||
    options.month !== undefined ||
    options.day !== undefined ||
    options.weekday !== undefined ||
    options.hour !== undefined ||
    options.minute !== undefined ||
    options.second !== undefined ||
    options.fractionalSecondDigits !== undefined ||
    options.dayPeriod !== undefined ||
    options.timeZoneName !== undefined
  );
}
