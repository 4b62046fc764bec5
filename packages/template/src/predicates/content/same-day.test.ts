import { renderCases } from '../../formatters/core/testing/render-cases.js';

const test = (startDate: unknown, endDate: unknown, expected: 'Y' | 'N', extra: object = {}) => ({
  data: { event: { startDate, endDate }, ...extra },
  template: '{.section event}{.same-day?}Y{.or}N{.end}{.end}',
  expected,
});

renderCases('same-day? (UTC, platform spec §5)', [
  test(Date.UTC(2024, 4, 12, 1), Date.UTC(2024, 4, 12, 23, 59), 'Y'),
  test(Date.UTC(2024, 4, 12, 23), Date.UTC(2024, 4, 13, 0, 30), 'N'),
  test(Date.UTC(2023, 4, 12, 10), Date.UTC(2024, 4, 12, 10), 'N'),
  // 22:00 and 23:30 UTC are on different days in Tokyo; UTC decides, whatever the site's zone.
  test(Date.UTC(2024, 4, 12, 14), Date.UTC(2024, 4, 12, 16), 'Y', { website: { timeZone: 'Asia/Tokyo' } }),
  test(String(Date.UTC(2024, 4, 12, 1)), Date.UTC(2024, 4, 12, 2), 'Y'),
  test(undefined, Date.UTC(2024, 4, 12, 2), 'N'),
  test(null, null, 'N'),
]);
