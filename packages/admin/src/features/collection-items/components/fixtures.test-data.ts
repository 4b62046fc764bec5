import type { Item } from '../api/items.js';

/** A blog page and its posts as the owner API answers them (component tests). */
export const BLOG = {
  id: 'blog-1',
  type: 1,
  urlId: 'journal',
  fullUrl: '/journal',
  title: 'Journal',
  navigationTitle: 'Journal',
  description: '',
  parentId: null,
  isFolder: false,
  folderBehavior: null,
  view: 'list',
  ordering: 'chronological',
  displayIndex: 0,
  enabled: true,
  pagePermission: 'public',
  hasPassword: false,
  settings: { typeName: 'blog' },
  createdAt: 1,
  updatedAt: 1,
};

export function postOf(id: string, title: string, overrides: Partial<Item> = {}): Item {
  return {
    id,
    collectionId: 'blog-1',
    recordType: 1,
    title,
    urlId: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    fullUrl: `/journal/${id}`,
    body: '<p>Hello</p>',
    excerpt: '',
    location: null,
    startDate: null,
    endDate: null,
    tags: [],
    categories: [],
    commentState: 0,
    publishState: 'draft',
    publishOn: null,
    authorId: null,
    displayIndex: 0,
    externalLink: null,
    mainImageId: null,
    createdAt: Date.UTC(2030, 0, 1),
    updatedAt: Date.UTC(2030, 0, 1),
    version: 0,
    ...overrides,
  };
}
