import { addToCalendarUrl } from '@tessera/core';
import type { Value } from '../../plugins.js';
import { asNumber, asString } from '../../values.js';
import { at } from '../core/path.js';
import { valueFormatter } from '../core/value-formatter.js';
import { wellFormed } from '../core/well-formed.js';

/** Epoch milliseconds of a date field; anything that is no date reads as the epoch. */
function epochMs(value: Value): number {
  const ms = asNumber(value);
  return Number.isNaN(new Date(ms).getTime()) ? 0 : ms;
}

function line(location: Value, key: string): string {
  return wellFormed(asString(at(location, key)));
}

/**
 * `google-calendar-url`: the add-to-calendar link of platform spec §7 (action=TEMPLATE, title,
 * start/end in UTC as %Y%m%dT%H%M%SZ, non-empty address lines and country) for an event, built
 * by the same rule as every other calendar link of the product.
 */
export const googleCalendarUrl = valueFormatter((value) => {
  const location = at(value, 'location');
  return addToCalendarUrl({
    title: wellFormed(asString(at(value, 'title'))),
    startDate: epochMs(at(value, 'startDate')),
    endDate: epochMs(at(value, 'endDate')),
    location: {
      addressLine1: line(location, 'addressLine1'),
      addressLine2: line(location, 'addressLine2'),
      addressCountry: line(location, 'addressCountry'),
    },
  });
});
