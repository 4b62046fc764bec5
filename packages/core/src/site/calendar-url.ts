/** An event as the add-to-calendar link needs it. Dates are epoch milliseconds. */
export interface CalendarEvent {
  readonly title: string;
  readonly startDate: number;
  readonly endDate: number;
  readonly location?: {
    readonly addressLine1?: string | null;
    readonly addressLine2?: string | null;
    readonly addressCountry?: string | null;
  } | null;
}

export const CALENDAR_SERVICE_URL = 'https://www.google.com/calendar/event';

function two(n: number): string {
  return String(n).padStart(2, '0');
}

/** %Y%m%dT%H%M%SZ in UTC, e.g. '20240105T173000Z'. */
export function calendarDate(epochMs: number): string {
  const d = new Date(epochMs);
  if (Number.isNaN(d.getTime())) throw new RangeError(`Not a date: ${epochMs}`);
  const date = `${String(d.getUTCFullYear()).padStart(4, '0')}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}`;
  return `${date}T${two(d.getUTCHours())}${two(d.getUTCMinutes())}${two(d.getUTCSeconds())}Z`;
}

/** Non-empty address lines and country, joined with ', '. */
export function calendarLocation(location: CalendarEvent['location']): string {
  const parts = [location?.addressLine1, location?.addressLine2, location?.addressCountry];
  return parts
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(', ');
}

/**
 * The add-to-calendar link: action=TEMPLATE, text (title), dates (start/end in UTC) and, when
 * there is an address, location.
 *
 * @example
 * addToCalendarUrl({ title: 'Launch', startDate: Date.UTC(2024, 0, 5, 17, 30), endDate: Date.UTC(2024, 0, 5, 19) });
 * // 'https://www.google.com/calendar/event?action=TEMPLATE&text=Launch&dates=20240105T173000Z/20240105T190000Z'
 */
export function addToCalendarUrl(event: CalendarEvent, serviceUrl: string = CALENDAR_SERVICE_URL): string {
  const params = [
    'action=TEMPLATE',
    `text=${encodeURIComponent(event.title)}`,
    `dates=${calendarDate(event.startDate)}/${calendarDate(event.endDate)}`,
  ];
  const location = calendarLocation(event.location);
  if (location !== '') params.push(`location=${encodeURIComponent(location)}`);
  return `${serviceUrl}?${params.join('&')}`;
}
