import { describe, expect, it } from 'vitest';
import { checkLink } from './link-editor.js';

describe('Link Editor', () => {
  it('accepts web addresses, e-mail addresses and page paths', () => {
    expect(checkLink('example.com/shop')).toEqual({ href: 'https://example.com/shop' });
    expect(checkLink('https://example.com')).toEqual({ href: 'https://example.com' });
    expect(checkLink('ada@example.com')).toEqual({ href: 'mailto:ada@example.com' });
    expect(checkLink('/about')).toEqual({ href: '/about' });
  });

  it("answers with the spec's messages", () => {
    expect(checkLink('not a link')).toEqual({
      error: 'Links must be formatted as example.com or https://example.com',
    });
    expect(checkLink('mailto:ada@')).toEqual({ error: 'Emails must be formatted as name@example.com' });
  });
});
