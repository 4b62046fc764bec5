/**
 * The visitor census cookies and the 30-minute visit rule (storefront spec §3, §4, §9). The record
 * cookie holds `identifier|firstVisit|previousVisit|currentVisit|lastActivity|visitCount` (four
 * positive timestamps in epoch ms and a visit count); the visit cookie holds the current visit's
 * start. The browser expires the visit cookie 30 minutes after the last page, which is the rule.
 */
export const CENSUS_COOKIES = {
  /** The visitor identifier alone (record lifetime). */
  visitorId: 'ss_cid',
  /** The previous visit's start (record lifetime). */
  previousVisit: 'ss_cpvisit',
  /** The current visit's start (visit lifetime). */
  currentVisit: 'ss_cvisit',
  /** The visitor record (record lifetime). */
  record: 'ss_cvr',
  /** The visit timestamp (visit lifetime). */
  visitTime: 'ss_cvt',
} as const;

export const CENSUS_COOKIE_NAMES: readonly string[] = Object.values(CENSUS_COOKIES);

/** Record cookie: 2 years. */
export const CENSUS_RECORD_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;
/** Visit cookie: 30 minutes. */
export const CENSUS_VISIT_MAX_AGE_SECONDS = 30 * 60;
export const VISIT_WINDOW_MS = CENSUS_VISIT_MAX_AGE_SECONDS * 1000;
export const CENSUS_COOKIE_PATH = '/';

export interface VisitorRecord {
  readonly id: string;
  readonly firstVisit: number;
  readonly previousVisit: number;
  readonly currentVisit: number;
  readonly lastActivity: number;
  readonly visitCount: number;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** "Visit time must be a positive integer" (storefront spec §5). */
export function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function positiveInteger(text: string | undefined): number | null {
  if (text === undefined || !/^[1-9][0-9]{0,15}$/.test(text)) return null;
  const value = Number(text);
  return isPositiveInteger(value) ? value : null;
}

/** The visitor record of a `ss_cvr` value, or null when it is missing or malformed. */
export function parseVisitorRecord(value: string | null | undefined): VisitorRecord | null {
  if (!value) return null;
  const parts = value.split('|');
  if (parts.length !== 6 || !ID_PATTERN.test(parts[0] ?? '')) return null;
  const numbers = parts.slice(1).map(positiveInteger);
  if (numbers.some((n) => n === null)) return null;
  const [firstVisit, previousVisit, currentVisit, lastActivity, visitCount] = numbers as number[];
  return {
    id: parts[0] as string,
    firstVisit: firstVisit as number,
    previousVisit: previousVisit as number,
    currentVisit: currentVisit as number,
    lastActivity: lastActivity as number,
    visitCount: visitCount as number,
  };
}

export function formatVisitorRecord(record: VisitorRecord): string {
  return [
    record.id,
    record.firstVisit,
    record.previousVisit,
    record.currentVisit,
    record.lastActivity,
    record.visitCount,
  ].join('|');
}

/** The visit start of a `ss_cvt` value, or null. */
export function parseVisitTime(value: string | null | undefined): number | null {
  return positiveInteger(value ?? undefined);
}

export interface CensusState {
  readonly record: VisitorRecord;
  /** The current visit's start: the value of `ss_cvt` and `ss_cvisit`. */
  readonly visitStart: number;
  readonly newVisitor: boolean;
  readonly newVisit: boolean;
}

/**
 * The census state after a page view at `now`: a new visitor creates the record and the visit; a
 * returning visitor after the 30-minute window keeps the record, increments the visit count and
 * resets the visit time; within the window the visit goes on.
 */
export function nextCensusState(
  cookies: { record: string | null | undefined; visitTime: string | null | undefined },
  now: number,
  newId: () => string,
): CensusState {
  const record = parseVisitorRecord(cookies.record);
  if (!record) {
    return {
      record: {
        id: newId(),
        firstVisit: now,
        previousVisit: now,
        currentVisit: now,
        lastActivity: now,
        visitCount: 1,
      },
      visitStart: now,
      newVisitor: true,
      newVisit: true,
    };
  }
  const visitStart = parseVisitTime(cookies.visitTime);
  const within = visitStart !== null && now - record.lastActivity < VISIT_WINDOW_MS && now >= visitStart;
  if (within) {
    return {
      record: { ...record, lastActivity: Math.max(now, record.lastActivity) },
      visitStart,
      newVisitor: false,
      newVisit: false,
    };
  }
  return {
    record: {
      ...record,
      previousVisit: record.currentVisit,
      currentVisit: now,
      lastActivity: now,
      visitCount: record.visitCount + 1,
    },
    visitStart: now,
    newVisitor: false,
    newVisit: true,
  };
}

/** The cookies to write for a census state: name, value and lifetime in seconds. */
export function censusCookieValues(
  state: CensusState,
): readonly { name: string; value: string; maxAgeSeconds: number }[] {
  const recordAge = CENSUS_RECORD_MAX_AGE_SECONDS;
  const visitAge = CENSUS_VISIT_MAX_AGE_SECONDS;
  return [
    { name: CENSUS_COOKIES.record, value: formatVisitorRecord(state.record), maxAgeSeconds: recordAge },
    { name: CENSUS_COOKIES.visitorId, value: state.record.id, maxAgeSeconds: recordAge },
    {
      name: CENSUS_COOKIES.previousVisit,
      value: String(state.record.previousVisit),
      maxAgeSeconds: recordAge,
    },
    { name: CENSUS_COOKIES.visitTime, value: String(state.visitStart), maxAgeSeconds: visitAge },
    { name: CENSUS_COOKIES.currentVisit, value: String(state.visitStart), maxAgeSeconds: visitAge },
  ];
}

/** One visit's identifier: the visitor and the visit's start. */
export function visitIdOf(visitorId: string, visitStart: number): string {
  return `${visitorId}.${visitStart}`;
}

/**
 * Whether the census cookies must be cleared instead of written: always for cloneable sites, and
 * when the site asks for cookie consent and the visitor's consent is absent or false.
 */
export function isRestrictiveCookiePolicy(input: {
  cloneable: boolean;
  consentRequired: boolean;
  consent: boolean | null | undefined;
}): boolean {
  if (input.cloneable) return true;
  return input.consentRequired && input.consent !== true;
}
