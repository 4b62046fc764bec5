import { renderCases } from '../core/testing/render-cases.js';

const event = {
  title: 'Launch & Party ü',
  startDate: Date.UTC(2024, 4, 12, 21, 0, 5),
  endDate: Date.UTC(2024, 4, 13, 1, 30, 0),
  location: { addressLine1: ' 1 Main St ', addressLine2: '', addressCountry: 'USA' },
};
const base = 'https://www.google.com/calendar/event?action=TEMPLATE';

renderCases('google-calendar-url (platform spec §7)', [
  {
    data: { event },
    template: '{event|google-calendar-url}',
    expected: `${base}&text=Launch%20%26%20Party%20%C3%BC&dates=20240512T210005Z/20240513T013000Z&location=1%20Main%20St%2C%20USA`,
  },
  {
    // UTC whatever the website's zone
    data: { event: { ...event, location: {} }, website: { timeZone: 'Asia/Tokyo' } },
    template: '{event|google-calendar-url}',
    expected: `${base}&text=Launch%20%26%20Party%20%C3%BC&dates=20240512T210005Z/20240513T013000Z`,
  },
  {
    data: { event: { title: 'X', startDate: 0, endDate: 'bad' } },
    template: '{event|google-calendar-url}',
    expected: `${base}&text=X&dates=19700101T000000Z/19700101T000000Z`,
  },
]);
