import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeGalleryOptions } from './normalize-gallery-options.js';
import { DEFAULT_GALLERY_OPTIONS, GALLERY_RANGES } from './gallery-options.js';

describe('gallery options', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_GALLERY_OPTIONS).toMatchObject({
      design: 'grid',
      autoplay: false,
      'autoplay-duration': 5,
      'auto-crop': true,
      'aspect-ratio': 'square',
      'thumbnail-strip-height': 80,
      'thumbnail-strip-margin': 20,
      'meta-position': 'bottom',
      'thumbnails-per-row': 4,
      padding: 20,
      'max-width': 300,
    });
  });

  it('defaults everything for missing input', () => {
    expect(normalizeGalleryOptions(undefined)).toEqual(DEFAULT_GALLERY_OPTIONS);
    expect(normalizeGalleryOptions('grid')).toEqual(DEFAULT_GALLERY_OPTIONS);
  });

  it('keeps valid values and clamps numbers to their ranges', () => {
    const options = normalizeGalleryOptions({
      design: 'slider',
      'aspect-ratio': 'widescreen',
      'meta-position': 'top-left',
      'active-alignment': 'right',
      lightboxTheme: 'light',
      autoplay: 'true',
      lightbox: true,
      'autoplay-duration': 30,
      'thumbnail-strip-height': -4,
      'thumbnails-per-row': '7',
      padding: 12.6,
      'max-width': 50,
    });
    expect(options).toMatchObject({
      design: 'slider',
      'aspect-ratio': 'widescreen',
      'meta-position': 'top-left',
      'active-alignment': 'right',
      lightboxTheme: 'light',
      autoplay: true,
      lightbox: true,
      'autoplay-duration': 10,
      'thumbnail-strip-height': 0,
      'thumbnails-per-row': 7,
      padding: 13,
      'max-width': 100,
    });
  });

  it('replaces unknown choices and junk with defaults', () => {
    const options = normalizeGalleryOptions({
      design: 'carousel',
      autoplay: 'yes',
      padding: 'wide',
      controls: 1,
    });
    expect(options.design).toBe('grid');
    expect(options.autoplay).toBe(false);
    expect(options.padding).toBe(20);
    expect(options.controls).toBe(false);
  });

  it('always yields numbers inside the ranges', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(GALLERY_RANGES)), fc.anything()), (input) => {
        const options = normalizeGalleryOptions(input);
        return Object.entries(GALLERY_RANGES).every(([key, range]) => {
          const value = options[key as keyof typeof GALLERY_RANGES];
          return Number.isInteger(value) && value >= range.min && value <= range.max;
        });
      }),
    );
  });
});
