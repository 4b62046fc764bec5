import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { render } from '@tessera/template';
import { PLATFORM_PLUGINS } from '../platform-plugins.js';
import { imageMarkup } from './image-markup.js';

const base = { src: '/files/f1/a.jpg', width: 1600, height: 900, alt: 'Kiln', sizes: '100vw' };

describe('imageMarkup', () => {
  it('writes srcset of the stored variants, sizes, dimensions, focal point and lazy loading', () => {
    const html = imageMarkup({
      ...base,
      systemDataVariants: '100w,500w,1000w',
      mediaFocalPoint: { x: 0.25, y: 0.8 },
    });
    expect(html).toContain(
      'srcset="/files/f1/a.jpg?format=100w 100w, /files/f1/a.jpg?format=500w 500w, /files/f1/a.jpg?format=1000w 1000w"',
    );
    expect(html).toContain('sizes="100vw"');
    expect(html).toContain('width="1600" height="900"');
    expect(html).toContain('style="object-position: 25% 80%"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('fetchpriority');
    expect(html).toContain('alt="Kiln"');
  });

  it('picks the fallback src with the width picker for the shown width', () => {
    const widths = '100w,300w,500w,750w,1000w,1500w,2500w';
    expect(imageMarkup({ ...base, systemDataVariants: widths, displayWidth: 800 })).toContain(
      'src="/files/f1/a.jpg?format=1000w"',
    );
    expect(imageMarkup({ ...base, systemDataVariants: widths, displayWidth: 90 })).toContain(
      'src="/files/f1/a.jpg?format=100w"',
    );
    expect(imageMarkup(base)).toContain('src="/files/f1/a.jpg"');
  });

  it('loads high priority images eagerly with high fetch priority, low ones lazily with low', () => {
    expect(imageMarkup({ ...base, priority: 'high' })).toContain('loading="eager" fetchpriority="high"');
    expect(imageMarkup({ ...base, priority: 'low' })).toContain('loading="lazy" fetchpriority="low"');
    expect(imageMarkup({ ...base, priority: null })).toContain('loading="lazy" decoding');
  });

  it('falls back to the title for alt text, cut at 250 characters, and escapes it', () => {
    const html = imageMarkup({ ...base, alt: undefined, title: `"<b>${'x'.repeat(300)}` });
    const alt = /alt="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(alt.startsWith('&quot;&lt;b&gt;')).toBe(true);
    expect(alt.replace(/&quot;|&lt;|&gt;/g, '_')).toHaveLength(250);
  });

  it('reports missing and invalid props as HTML comments (platform spec §5)', () => {
    expect(imageMarkup({ ...base, src: undefined })).toBe(
      '<!-- Image is missing required "src" property. -->',
    );
    expect(imageMarkup({ ...base, width: undefined })).toContain('missing required "width" property');
    expect(imageMarkup({ ...base, height: -4 })).toContain(
      '"height" that requires a positive integer, but received a negative value',
    );
    expect(imageMarkup({ ...base, width: 10.5 })).toContain(
      '"width" that requires a positive integer, but received a non-integer value',
    );
    expect(imageMarkup({ ...base, width: 'wide' })).toContain('received a non-integer value');
    expect(imageMarkup({ ...base, priority: 'urgent' })).toContain('Expected "high", "low" or null');
    expect(imageMarkup({ ...base, loader: 'cdn' })).toContain('unknown loader type "cdn"');
    expect(imageMarkup({ ...base, srcset: 'a.jpg 1x' })).toContain('only allowed with loader "raw"');
    expect(imageMarkup({ ...base, sizes: undefined })).toContain('missing required "sizes" property');
    expect(imageMarkup({ ...base, passthrough: 'yes' })).toContain(
      '"passthrough" property that must be a boolean',
    );
  });

  it('uses src and srcset as given with the raw loader, where sizes are optional', () => {
    const html = imageMarkup({ ...base, sizes: undefined, loader: 'raw', srcset: '/a.jpg 1x, /b.jpg 2x' });
    expect(html).toContain('src="/files/f1/a.jpg"');
    expect(html).toContain('srcset="/a.jpg 1x, /b.jpg 2x"');
  });

  it('writes data attributes given as data-… arguments, and only well-named ones', () => {
    const html = imageMarkup({
      ...base,
      dataAttributes: { 'data-product-gallery-main': '', 'data-index': 2, onerror: 'x', 'data-X': 'y' },
    });
    expect(html).toContain(' data-product-gallery-main data-index="2" ');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('data-X');
    const image = { assetUrl: '/files/f1/a.jpg', originalSize: '1600x900', altText: 'Kiln' };
    const rendered = render(
      '{image|responsive-image;sizes=50vw;data-product-gallery-main;data-slide=1}',
      { image },
      { plugins: PLATFORM_PLUGINS },
    ).html;
    expect(rendered).toMatch(/^<img [^>]*sizes="50vw"[^>]* data-product-gallery-main data-slide="1" /);
  });

  it('never lets prop text out of its attribute', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (src, alt, cls) => {
        const html = imageMarkup({ ...base, src: src || 'x', alt, class: cls });
        if (html.startsWith('<!--')) return !html.slice(4, -3).includes('--');
        const withoutValues = html.replace(/="[^"]*"/g, '=""');
        return /^<img( [a-z]+="")+ decoding=""\s*>$/.test(
          withoutValues.replace(/ (loading|fetchpriority)=""/g, ''),
        );
      }),
    );
  });
});
