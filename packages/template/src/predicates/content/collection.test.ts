import { renderCases } from '../../formatters/core/testing/render-cases.js';

const test = (name: string, node: unknown, expected: 'Y' | 'N', root: object = {}) => ({
  data: { ...root, node },
  template: `{.section node}{.${name}}Y{.or}N{.end}{.end}`,
  expected,
});

renderCases('collection predicates', [
  test('collection?', { collection: { id: 'c' } }, 'Y'),
  test('collection?', { collection: {}, x: 1 }, 'N'),
  test('collection-page?', { collection: { type: 10 } }, 'Y'),
  test('collection-page?', { collection: { type: 1 } }, 'N'),
  test('collection-template-page?', { collection: { type: 7 } }, 'Y'),
  test('collection-template-page?', { type: 7 }, 'Y'),
  test('collection-template-page?', { collection: { type: 1 }, type: 7 }, 'N'),
  test('folder?', { collection: { folder: true } }, 'Y'),
  test('folder?', { collection: { folder: false } }, 'N'),
  test('index?', { collection: { folder: true, folderBehavior: 1 } }, 'Y'),
  test('index?', { collection: { folder: true, folderBehavior: 2 } }, 'N'),
  test('index?', { collection: { folder: false, folderBehavior: 1 } }, 'N'),
  test('redirect?', { folderBehavior: 2 }, 'Y'),
  test('redirect?', { folderBehavior: 1 }, 'N'),
  test('clickable?', { x: 1 }, 'Y'),
  test('clickable?', { folderBehavior: 1 }, 'Y'),
  test('clickable?', { folderBehavior: 2 }, 'Y'),
  test('clickable?', { folderBehavior: 3 }, 'N'),
  // resolved with the stack walk: found on the root when the node lacks it
  test('clickable?', { x: 1 }, 'N', { folderBehavior: 3 }),
  test('calendar-view?', { x: 1 }, 'Y', { calendarView: true }),
  test('calendar-view?', { x: 1 }, 'Y', { calendarView: 'true' }),
  test('calendar-view?', { x: 1 }, 'N', { calendarView: 'yes' }),
  test('collectionTypeNameEquals? products', { x: 1 }, 'Y', { typeName: 'products' }),
  test('collectionTypeNameEquals? blog', { x: 1 }, 'N', { typeName: 'products' }),
  test('collectionTypeNameEquals?', { x: 1 }, 'N', { typeName: 'products' }),
]);
