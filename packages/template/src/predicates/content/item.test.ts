import { renderCases } from '../../formatters/core/testing/render-cases.js';

const test = (name: string, node: unknown, expected: 'Y' | 'N') => ({
  data: { node },
  template: `{.section node}{.${name}}Y{.or}N{.end}{.end}`,
  expected,
});

renderCases('item predicates', [
  test('child-images?', { items: [{ mainImageId: 'm' }] }, 'Y'),
  test('child-images?', { items: [{ systemDataId: 's' }, {}] }, 'Y'),
  test('child-images?', { items: [{}, { mainImageId: 'm' }] }, 'N'),
  test('child-images?', { items: [] }, 'N'),
  test('excerpt?', { excerpt: { html: '<p>Hi</p>' } }, 'Y'),
  test('excerpt?', { excerpt: { html: '<p>&nbsp;</p>' } }, 'Y'),
  test('excerpt?', { excerpt: { html: '<p> \u00A0\u200B\n</p>' } }, 'N'),
  test('excerpt?', { excerpt: 'Plain' }, 'Y'),
  test('excerpt?', { excerpt: '<br/>' }, 'N'),
  test('excerpt?', { excerpt: 5 }, 'N'),
  test('external-link?', { externalLink: 'https://x' }, 'Y'),
  test('external-link?', { externalLink: '' }, 'N'),
  test('has-multiple?', { a: 1, b: 2 }, 'Y'),
  test('has-multiple?', { a: 1 }, 'N'),
  { data: { node: [1, 2] }, template: '{.section node}{.has-multiple?}Y{.or}N{.end}{.end}', expected: 'Y' },
  { data: { node: [1] }, template: '{.section node}{.has-multiple?}Y{.or}N{.end}{.end}', expected: 'N' },
  test('location?', { location: { mapLat: 0, mapLng: null } }, 'Y'),
  test('location?', { location: { mapLat: 1 } }, 'N'),
  test('main-image?', { mainImageId: 'x' }, 'Y'),
  test('main-image?', { systemDataId: 'y' }, 'Y'),
  test('main-image?', { mainImageId: '' }, 'N'),
  test('passthrough?', { passthrough: true, sourceUrl: 'https://x' }, 'Y'),
  test('passthrough?', { passthrough: true, sourceUrl: '' }, 'N'),
  test('passthrough?', { passthrough: false, sourceUrl: 'https://x' }, 'N'),
  test('serviceNameEmail?', { serviceName: 'email' }, 'Y'),
  test('serviceNameEmail?', { serviceName: 'twitter' }, 'N'),
  test('show-past-events?', { showPastOrUpcomingEvents: 'past' }, 'Y'),
  test('show-past-events?', { showPastOrUpcomingEvents: 'upcoming' }, 'N'),
]);
