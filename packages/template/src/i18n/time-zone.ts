import { TZ } from '@phensley/timezone';
import type { PluginContext } from '../plugins.js';
import { cachedHelper } from './format-cache.js';

/** Platform spec §9: the website time zone defaults to America/New_York. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** Reference §11.9: an unknown zone id falls back to UTC. */
export const FALLBACK_TIME_ZONE = 'UTC';

function buildZone(id: string): { zone: string } {
  return { zone: new Intl.DateTimeFormat('en-US', { timeZone: id }).resolvedOptions().timeZone };
}

/** The IANA zone `id` as Intl knows it, or UTC when Intl does not know it. */
export function validTimeZone(id: string): string {
  return cachedHelper(`zone|${id}`, buildZone, id, undefined)?.zone ?? FALLBACK_TIME_ZONE;
}

/** The website time zone of a render (`website.timeZone`, stack walk), validated. */
export function renderTimeZone(ctx: PluginContext): string {
  return validTimeZone(ctx.timeZone());
}

const OFFSET_OPTIONS: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  era: 'short',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

function buildOffsetFormat(zone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', { ...OFFSET_OPTIONS, timeZone: zone });
}

function partsToUtc(parts: readonly Intl.DateTimeFormatPart[]): number {
  const field: Record<string, string> = {};
  for (const part of parts) field[part.type] = part.value;
  const year = Number(field['year']);
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not move years 0–99 into the 1900s.
  date.setUTCFullYear(
    field['era'] === 'BC' ? 1 - year : year,
    Number(field['month']) - 1,
    Number(field['day']),
  );
  date.setUTCHours(Number(field['hour']), Number(field['minute']), Number(field['second']), 0);
  return date.getTime();
}

/**
 * The zone's UTC offset in milliseconds at `epochMs` (daylight saving and historical offsets from
 * the tz database in Intl). Zones whose offset has seconds (old local mean times) are exact to
 * the second.
 */
export function zoneOffset(zone: string, epochMs: number): number {
  if (zone === FALLBACK_TIME_ZONE) return 0;
  const format = cachedHelper(`offset|${zone}`, buildOffsetFormat, zone, undefined);
  if (format === undefined) return 0;
  const wholeSeconds = Math.floor(epochMs / 1000) * 1000;
  return partsToUtc(format.formatToParts(wholeSeconds)) - wholeSeconds;
}

function numericAbbreviation(offsetMs: number): string {
  const sign = offsetMs < 0 ? '-' : '+';
  const minutes = Math.round(Math.abs(offsetMs) / 60000);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = minutes % 60;
  return mm === 0 ? `${sign}${hh}` : `${sign}${hh}${String(mm).padStart(2, '0')}`;
}

/**
 * The tz database abbreviation at `epochMs` (`EDT`, `CEST`, `UTC`, `-03`): Intl has no API for
 * it, so it comes from `@phensley/timezone`. A zone that package lacks gets the tz-style numeric
 * form of the Intl offset.
 */
export function zoneAbbreviation(zone: string, epochMs: number, offsetMs: number): string {
  const info = TZ.fromUTC(zone, epochMs);
  return info?.abbr ?? numericAbbreviation(offsetMs);
}
