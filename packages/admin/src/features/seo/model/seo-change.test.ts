import { describe, expect, it } from 'vitest';
import { seoCommand } from './seo-change.js';

describe('SEO changes as commands', () => {
  it('names the change and keeps the old state as its inverse', () => {
    expect(seoCommand({ kind: 'robots', rules: null }, { kind: 'robots', rules: 'User-agent: *' })).toEqual({
      label: 'Changed the robots.txt rules',
      before: { kind: 'robots', rules: null },
      after: { kind: 'robots', rules: 'User-agent: *' },
    });
    expect(seoCommand({ kind: 'robots', rules: 'x' }, { kind: 'robots', rules: null })?.label).toBe(
      'Restored the default robots.txt',
    );
    expect(
      seoCommand({ kind: 'url-mappings', text: '' }, { kind: 'url-mappings', text: '/a -> /b' })?.label,
    ).toBe('Changed the URL mappings');
  });

  it('is nothing when nothing changes', () => {
    expect(
      seoCommand({ kind: 'url-mappings', text: '/a -> /b' }, { kind: 'url-mappings', text: '/a -> /b' }),
    ).toBeUndefined();
  });
});
