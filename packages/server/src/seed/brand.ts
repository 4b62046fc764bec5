/** The demo shop: a small textile and ceramics studio, written the way such a shop would. */
export const BRAND = Object.freeze({
  name: 'Fern & Fable',
  slug: 'fern-and-fable',
  tagline: 'Small-batch linen and stoneware, made by hand in Portland',
  email: 'hello@fernandfable.example',
  phone: '+1 503 555 0142',
  address: {
    addressTitle: 'Fern & Fable Studio',
    addressLine1: '2217 SE Division Street',
    addressLine2: 'Portland, OR 97202',
    addressCountry: 'United States',
    mapLat: 45.5048,
    mapLng: -122.6424,
  },
  hours: 'Studio shop open Thursday to Saturday, 11 am – 5 pm',
  instagram: 'https://www.instagram.com/fernandfable.example',
  pinterest: 'https://www.pinterest.com/fernandfable.example',
});

/** Colours the generated pictures use: muted, natural-dye tones. */
export const PALETTE = Object.freeze({
  paper: '#f4efe6',
  ink: '#2e2a24',
  sand: '#d9c7a7',
  oat: '#e6dccb',
  moss: '#6b7a4b',
  sage: '#9aa88a',
  indigo: '#2f4170',
  rust: '#b1562f',
  clay: '#c98b6b',
  charcoal: '#3d3b38',
  slate: '#5e6b74',
  ash: '#8fa6b5',
  honey: '#d8a44a',
  natural: '#efe5d3',
  blush: '#e7c4b5',
  forest: '#3f5a44',
  mist: '#cfd8d3',
  plum: '#6e4a5a',
  terracotta: '#a75d45',
  teal: '#3f6f6a',
});
