import { describe, expect, it } from 'vitest';
import { addToCalendarUrl, calendarDate, calendarLocation } from './calendar-url.js';

describe('add-to-calendar URL', () => {
  it('formats dates as %Y%m%dT%H%M%SZ in UTC', () => {
    expect(calendarDate(Date.UTC(2024, 0, 5, 17, 30, 9))).toBe('20240105T173009Z');
    expect(() => calendarDate(Number.NaN)).toThrow(RangeError);
  });

  it('joins non-empty address lines and country with commas', () => {
    expect(
      calendarLocation({ addressLine1: '1 Main St', addressLine2: ' ', addressCountry: 'United States' }),
    ).toBe('1 Main St, United States');
    expect(calendarLocation(null)).toBe('');
  });

  it('builds the link with action, text, dates and location', () => {
    const url = addToCalendarUrl({
      title: 'Launch & Party',
      startDate: Date.UTC(2024, 0, 5, 17, 30),
      endDate: Date.UTC(2024, 0, 5, 19, 0),
      location: { addressLine1: '1 Main St', addressLine2: 'Floor 2', addressCountry: 'US' },
    });
    expect(url).toBe(
      'https://www.google.com/calendar/event?action=TEMPLATE&text=Launch%20%26%20Party' +
        '&dates=20240105T173000Z/20240105T190000Z&location=1%20Main%20St%2C%20Floor%202%2C%20US',
    );
  });

  it('omits an empty location', () => {
    const url = addToCalendarUrl(
      { title: 'Talk', startDate: 0, endDate: 3_600_000 },
      'https://cal.example/add',
    );
    expect(url).toBe(
      'https://cal.example/add?action=TEMPLATE&text=Talk&dates=19700101T000000Z/19700101T010000Z',
    );
  });
});
