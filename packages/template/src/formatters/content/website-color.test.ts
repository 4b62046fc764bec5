import { renderCases } from '../core/testing/render-cases.js';

const color = (c: unknown) => ({ data: { c }, template: '{c|website-color}' });

renderCases('website-color', [
  { ...color({ hue: 210, saturation: 0.5, lightness: 0.25 }), expected: 'hsl(210, 50%, 25%)' },
  {
    ...color({ hue: 12.3456, saturation: 0.123456, lightness: 1, alpha: 0.555 }),
    expected: 'hsla(12.35, 12.35%, 100%, 0.56)',
  },
  { ...color({ hue: 0, saturation: 0, lightness: 0, alpha: 1 }), expected: 'hsla(0, 0%, 0%, 1)' },
  { ...color({ hue: 360, saturation: 0.3, lightness: 0.7 }), expected: 'hsl(360, 30%, 70%)' },
  { ...color({ saturation: 0.5, lightness: 0.5 }), expected: 'Missing an H/S/L value.' },
  { ...color({ hue: 1, saturation: null, lightness: 0.5 }), expected: 'Missing an H/S/L value.' },
  { ...color('red'), expected: 'Missing an H/S/L value.' },
  { ...color({ hue: 361, saturation: 0.5, lightness: 0.5 }), expected: 'Hue out of bounds. ' },
  {
    ...color({ hue: -1, saturation: 1.5, lightness: -0.1, alpha: 2 }),
    expected: 'Hue out of bounds. Saturation out of bounds. Lightness out of bounds. Alpha out of bounds.',
  },
  { ...color({ hue: 10, saturation: 0.5, lightness: 0.5, alpha: -0.5 }), expected: 'Alpha out of bounds.' },
]);
