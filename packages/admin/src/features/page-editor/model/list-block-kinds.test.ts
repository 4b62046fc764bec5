import { describe, expect, it } from 'vitest';
import { blockSummary } from './block-catalogue.js';
import { SOCIAL_LINKS_BLOCK, serviceOf } from './list-block-kinds.js';

const links = SOCIAL_LINKS_BLOCK.fields[0];
const complete = links?.kind === 'list' ? links.completeEntry : undefined;

describe('the list blocks', () => {
  it('names a social link’s service after its address', () => {
    expect(serviceOf('https://www.instagram.com/dyeworks')).toBe('instagram');
    expect(serviceOf('https://m.facebook.com/dyeworks')).toBe('facebook');
    expect(serviceOf('https://bsky.app/profile/dye')).toBe('bsky');
    expect(serviceOf('not a link')).toBe('');
    expect(serviceOf(undefined)).toBe('');
  });

  it('lets the service follow the address until the owner types one of their own', () => {
    if (!complete) throw new Error('social links complete their entries');
    const blank = { url: '', service: '', label: '' };
    const typed = complete(blank, { ...blank, url: 'https://www.instagram.com/d' });
    expect(typed['service']).toBe('instagram');
    const moved = complete(typed, { ...typed, url: 'https://www.pinterest.com/d' });
    expect(moved['service']).toBe('pinterest');
    const own = { ...moved, service: 'pins' };
    expect(complete(own, { ...own, url: 'https://www.flickr.com/d' })['service']).toBe('pins');
  });

  it('sums up a list block by its first entry', () => {
    expect(blockSummary({ items: [{ title: 'Do you ship?', html: '<p>Yes</p>' }] })).toBe('Do you ship?');
    expect(blockSummary({ sections: [{ title: 'Starters', items: [] }] })).toBe('Starters');
    expect(blockSummary({ links: [{ url: 'https://x.example/a', service: 'x' }] })).toBe(
      'https://x.example/a',
    );
    expect(blockSummary({ items: [] })).toBe('');
  });
});
