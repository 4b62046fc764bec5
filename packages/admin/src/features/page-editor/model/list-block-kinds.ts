import { BLOCK_TYPES } from '@tessera/core';
import type { BlockKind } from './block-kind.js';

/**
 * The blocks whose settings are lists (server render/blocks/collection-blocks.ts): each list and
 * each entry's keys are exactly what the loader reads, so what the studio saves is what renders.
 */

/** Menu: sections (`sections[].title`) of dishes (`items[].title`, `description`, `price`). */
export const MENU_BLOCK: BlockKind = {
  blockType: BLOCK_TYPES.MENU,
  label: 'Menu',
  description: 'A restaurant or price menu',
  fields: [
    {
      kind: 'list',
      key: 'sections',
      label: 'Sections',
      noun: 'section',
      newEntry: { title: '', items: [] },
      fields: [
        { kind: 'text', key: 'title', label: 'Section title' },
        {
          kind: 'list',
          key: 'items',
          label: 'Entries',
          noun: 'entry',
          newEntry: { title: '', description: '', price: '' },
          fields: [
            { kind: 'text', key: 'title', label: 'Name' },
            { kind: 'textarea', key: 'description', label: 'Description' },
            { kind: 'text', key: 'price', label: 'Price' },
          ],
        },
      ],
    },
  ],
  defaults: {
    sections: [
      {
        title: 'Starters',
        items: [{ title: 'Soup of the day', description: 'With fresh bread', price: '6' }],
      },
    ],
  },
};

/** Accordion: panels of a plain title and sanitised HTML content (`items[].title`, `items[].html`). */
export const ACCORDION_BLOCK: BlockKind = {
  blockType: BLOCK_TYPES.ACCORDION,
  label: 'Accordion',
  description: 'Questions and answers that open one at a time',
  fields: [
    {
      kind: 'list',
      key: 'items',
      label: 'Items',
      noun: 'item',
      newEntry: { title: '', html: '' },
      fields: [
        { kind: 'text', key: 'title', label: 'Title' },
        { kind: 'rich-text', key: 'html', label: 'Content' },
      ],
    },
  ],
  defaults: { items: [{ title: 'A question visitors ask', html: '<p>Its answer.</p>' }] },
};

/**
 * The service a social link points to, from its address ('https://www.instagram.com/x' →
 * 'instagram'): the theme names the link's class after it and shows it when there is no label.
 */
export function serviceOf(url: unknown): string {
  if (typeof url !== 'string') return '';
  try {
    const labels = new URL(url).hostname.replace(/^(www|m)\./, '').split('.');
    return (labels.length > 1 ? labels[labels.length - 2] : labels[0]) ?? '';
  } catch {
    return '';
  }
}

/** Social links: `links[].url`, `links[].service` (filled in from the address) and `links[].label`. */
export const SOCIAL_LINKS_BLOCK: BlockKind = {
  blockType: BLOCK_TYPES.SOCIAL_LINKS,
  label: 'Social links',
  description: 'Links to your social accounts',
  fields: [
    {
      kind: 'list',
      key: 'links',
      label: 'Links',
      noun: 'link',
      newEntry: { url: '', service: '', label: '' },
      fields: [
        { kind: 'url', key: 'url', label: 'Link #' },
        { kind: 'text', key: 'service', label: 'Service #' },
        { kind: 'text', key: 'label', label: 'Label #' },
      ],
      // A service typed by the owner stays; one that came from the old address follows the new one.
      completeEntry: (before, after) =>
        after['url'] !== before['url'] &&
        (!before['service'] || before['service'] === serviceOf(before['url']))
          ? { ...after, service: serviceOf(after['url']) }
          : after,
    },
  ],
  defaults: { links: [] },
};
