import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageAltText, pickImageWidth } from './images.js';

describe('image widths', () => {
  it('lists the stored widths', () => {
    expect(IMAGE_WIDTHS).toEqual(['100w', '300w', '500w', '750w', '1000w', '1500w', '2500w']);
  });

  it.each([
    [0, '100w'],
    [100, '100w'],
    [101, '300w'],
    [300, '300w'],
    [301, '500w'],
    [500, '500w'],
    [501, '750w'],
    [750, '750w'],
    [751, '1000w'],
    [1000, '1000w'],
    [1001, '1500w'],
    [4000, '1500w'],
  ])('picks %i → %s', (width, expected) => {
    expect(pickImageWidth(width)).toBe(expected);
  });
});

describe('imageAltText', () => {
  it('uses alt text, else the title, cut at 250 characters', () => {
    expect(imageAltText('A red shirt', 'Shirt')).toBe('A red shirt');
    expect(imageAltText('  ', 'Shirt')).toBe('Shirt');
    expect(imageAltText(null, undefined)).toBe('');
    expect(imageAltText('x'.repeat(300), null)).toHaveLength(250);
    expect(imageAltText('é'.repeat(260), null)).toBe('é'.repeat(250));
  });
});
