import { DEFAULT_GALLERY_OPTIONS } from '@tessera/core';
import { sampleImage } from './sample-data.js';

/**
 * One block of every type the theme has a template for, with the data its loader produces
 * (docs/template-context.md "blocks"), plus gallery blocks in every design.
 */
type Json = Record<string, unknown>;

const GALLERY_IMAGES = [
  sampleImage('g-1', 'glazes.jpg', 1600, 1200, 'Test tiles of celadon glazes'),
  sampleImage('g-2', 'wheel.jpg', 1200, 1600, 'Hands centring clay on the wheel'),
  sampleImage('g-3', 'kiln.jpg', 1600, 1067, 'The kiln at night'),
  sampleImage('g-4', 'shelf.jpg', 1600, 1600, ''),
  sampleImage('g-5', 'cups.jpg', 1600, 1200, 'A row of tea cups'),
];

let sequence = 0;
function block(blockType: number, typeName: string, data: Json): Json {
  sequence += 1;
  return { id: `block-${typeName}-${sequence}`, blockType, typeName, position: sequence, ...data };
}

export function galleryBlock(options: Json = {}): Json {
  return block(8, 'gallery', { images: GALLERY_IMAGES, options: { ...DEFAULT_GALLERY_OPTIONS, ...options } });
}

function imageBlock(priority: string | null, link: string | null): Json {
  const image = sampleImage('img-block', 'studio-wide.jpg', 2000, 1000, 'The studio from the garden');
  return block(5, 'image', {
    image,
    displayWidth: 1200,
    src: '/files/img-block/studio-wide.jpg?format=1500w',
    caption: 'Our studio, spring 2026',
    link,
    newWindow: false,
    priority,
    imageProps: {
      src: image['assetUrl'],
      width: 2000,
      height: 1000,
      alt: image['altText'],
      sizes: '(max-width: 1200px) 100vw, 1200px',
      priority,
      loader: 'sqs',
      systemDataVariants: image['systemDataVariants'],
      mediaFocalPoint: image['mediaFocalPoint'],
    },
  });
}

/** Blocks of every type, in a plausible page order; summaries show the given items. */
export function sampleBlocks(products: Json[], events: Json[]): Json[] {
  const shop = {
    id: 'shop-id',
    type: 13,
    typeName: 'products',
    urlId: 'shop',
    fullUrl: '/shop',
    title: 'Shop',
  };
  const workshops = {
    id: 'events-id',
    type: 1,
    typeName: 'generic',
    urlId: 'events',
    fullUrl: '/events',
    title: 'Workshops',
  };
  return [
    imageBlock('high', null),
    block(2, 'html', {
      html: '<h2>Handmade stoneware for every day</h2><p>We throw, trim and glaze every piece in our <a href="/story">Portland studio</a>.</p>',
    }),
    block(53, 'button', {
      label: 'Visit the shop',
      url: '/shop',
      newWindow: false,
      size: 'large',
      alignment: 'center',
    }),
    block(55, 'summary-v2', { collection: shop, items: products, layout: 'grid' }),
    block(20, 'summary', { collection: workshops, items: events, layout: 'list' }),
    block(43, 'product', { item: products[0] ?? null }),
    block(52, 'donation', { donate: { ...SAMPLE_DONATION, formAction: '/donate' } }),
    block(44, 'markdown', {
      html: '<h3>Studio hours</h3><ul><li>Thursday to Sunday, 10–6</li><li>Workshops most evenings</li></ul>',
    }),
    block(31, 'quote', {
      text: 'The pot is the thing that holds the emptiness.',
      source: 'A visiting potter',
    }),
    block(21, 'spacer', { height: 32 }),
    block(47, 'horizontal-rule', {}),
    galleryBlock({ design: 'grid', 'show-meta': true, lightbox: true }),
    block(69, 'accordion', {
      items: [
        { index: 1, title: 'Do you ship abroad?', html: '<p>Yes, to most countries.</p>' },
        {
          index: 2,
          title: 'Are the mugs dishwasher safe?',
          html: '<p>Yes. Hand washing keeps the glaze bright for longer.</p>',
        },
      ],
    }),
    block(18, 'menu', {
      sections: [
        {
          title: 'Workshops',
          items: [
            { title: 'Taster evening', description: 'Two hours at the wheel, tea included.', price: '$45' },
            { title: 'Four-week course', description: 'Throwing, trimming, glazing.', price: '$280' },
          ],
        },
      ],
    }),
    block(26, 'calendar', { collection: workshops, items: events.slice(0, 1) }),
    block(4, 'map', {
      addressLines: ['The studio', '12 Clay Street', 'United States'],
      mapLat: 45.52,
      mapLng: -122.68,
      mapsUrl: 'https://www.openstreetmap.org/?mlat=45.52&mlon=-122.68#map=15/45.52/-122.68',
    }),
    block(32, 'video', {
      url: 'https://www.youtube.com/watch?v=abcdefghijk',
      title: 'Throwing a bowl',
      caption: 'A bowl in four minutes.',
      isFile: false,
      embedUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk',
    }),
    block(41, 'audio', { url: '/files/a-1/interview.mp3', title: 'Studio interview', artist: 'Radio Clay' }),
    block(23, 'code', {
      displaySource: true,
      language: 'css',
      code: '.glaze { color: <celadon>; }',
      srcdoc: '',
      height: 200,
    }),
    block(22, 'embed', {
      srcdoc: '<!doctype html><meta charset="utf-8"><body style="margin:0"><p>Embedded</p>',
      title: 'Booking widget',
      height: 300,
    }),
    block(33, 'search', { action: '/search', placeholder: 'Search the studio' }),
    block(54, 'social-account-links-v2', {
      links: [
        { service: 'instagram', url: 'https://instagram.example/clay', label: 'Instagram' },
        { service: 'youtube', url: 'https://youtube.example/clay', label: 'YouTube' },
      ],
    }),
  ];
}

/** Every block type with its data, by template name, including the variants of each layout. */
export function blocksByTemplate(products: Json[], events: Json[]): [string, Json][] {
  const image = sampleImage('img-solo', 'solo.jpg', 800, 600, 'A single cup');
  const all = sampleBlocks(products, events);
  const extra: Json[] = [
    imageBlock(null, '/shop'),
    block(53, 'button', {
      label: 'Book now',
      url: 'https://booking.example',
      newWindow: true,
      size: 'small',
      alignment: 'left',
    }),
    block(23, 'code', {
      displaySource: false,
      language: '',
      code: '<p>Hi</p>',
      srcdoc: '<!doctype html><p>Hi</p>',
      height: 120,
    }),
    block(32, 'video', {
      url: '/files/v-1/clip.mp4',
      title: 'Clip',
      caption: '',
      isFile: true,
      embedUrl: null,
    }),
    block(32, 'video', {
      url: 'https://video.example/123',
      title: '',
      caption: '',
      isFile: false,
      embedUrl: null,
    }),
    block(19, 'social-links', {
      links: [{ service: 'facebook', url: 'https://facebook.example/clay', label: 'Facebook' }],
    }),
    ...['grid', 'list', 'carousel', 'wall'].map((layout) =>
      block(55, 'summary-v2', {
        collection: null,
        items: [...products, { ...products[0], id: 'solo', images: [image] }],
        layout,
      }),
    ),
    ...galleryVariants(),
    ...blogBlocks('Journal'),
  ];
  return [...all, ...extra, ...emptyBlocks()].map((b) => [String(b['typeName']), b]);
}

function galleryVariants(): Json[] {
  return [
    galleryBlock({
      design: 'slideshow',
      controls: true,
      thumbnails: true,
      'show-meta': true,
      'meta-position': 'top-left',
    }),
    galleryBlock({
      design: 'slideshow',
      autoplay: true,
      'autoplay-duration': 3,
      'aspect-ratio': 'widescreen',
    }),
    galleryBlock({
      design: 'slider',
      controls: true,
      'active-alignment': 'left',
      'show-meta-on-hover': true,
    }),
    galleryBlock({ design: 'stacked', 'show-meta': true, 'meta-position': 'center', padding: 0 }),
    galleryBlock({
      design: 'grid',
      'aspect-ratio': 'three-four-vertical',
      'auto-crop': false,
      'thumbnails-per-row': 3,
      padding: 8,
      lightbox: true,
      lightboxTheme: 'light',
    }),
    galleryBlock({
      design: 'grid',
      'square-thumbs': true,
      'show-meta-only-title': true,
      'thumbnails-per-row': 10,
      newWindow: true,
      transparentBackground: true,
    }),
  ];
}

/** The blog blocks of the journal (the loaders' data: blocks/blog-blocks.ts), titled or not. */
export function blogBlocks(title: string): Json[] {
  const journal = { id: 'journal-id', type: 1, typeName: 'generic', urlId: 'journal', fullUrl: '/journal' };
  const tag = (name: string, count: number, size: number) => ({
    name,
    count,
    size,
    url: `/journal?tag=${encodeURIComponent(name)}`,
  });
  return [
    block(14, 'tagcloud', {
      collection: journal,
      title,
      tags: [tag('glaze & colour', 1, 1), tag('kiln', 4, 5), tag('wheel', 2, 2)],
    }),
    block(28, 'posts-by-tag', { collection: journal, title: '', tags: [tag('kiln', 4, 5)] }),
    block(29, 'posts-by-category', {
      collection: journal,
      title,
      categories: [{ name: 'Studio', count: 3, url: '/journal?category=Studio' }],
    }),
    block(27, 'posts-by-author', {
      collection: journal,
      title,
      authors: [{ id: 'a-1', displayName: 'Ana <Potter>', count: 2, url: '/journal?author=a-1' }],
    }),
    block(30, 'posts-by-month', {
      collection: journal,
      title,
      months: [{ month: '2026-03', date: Date.UTC(2026, 2, 16), count: 5, url: '/journal?month=2026-03' }],
    }),
  ];
}

/** Blocks whose loader found nothing to show (a deleted image, an empty list): they print nothing. */
export function emptyBlocks(): Json[] {
  return [
    block(5, 'image', { image: null }),
    block(2, 'html', { html: '' }),
    block(44, 'markdown', { html: '' }),
    block(31, 'quote', { text: '', source: '' }),
    block(32, 'video', { url: null, title: '', caption: '', isFile: false, embedUrl: null }),
    block(41, 'audio', { url: null, title: '', artist: '' }),
    block(4, 'map', { addressLines: [], mapLat: null, mapLng: null, mapsUrl: null }),
    block(20, 'summary', { collection: null, items: [] }),
    block(55, 'summary-v2', { collection: null, items: [] }),
    block(43, 'product', { item: null }),
    block(52, 'donation', { donate: null }),
    block(26, 'calendar', { collection: null, items: [] }),
    block(18, 'menu', { sections: [] }),
    block(69, 'accordion', { items: [] }),
    block(19, 'social-links', { links: [] }),
    block(14, 'tagcloud', { collection: null, title: '', tags: [] }),
    block(27, 'posts-by-author', { collection: null, title: '', authors: [] }),
    block(28, 'posts-by-tag', { collection: null, title: '', tags: [] }),
    block(29, 'posts-by-category', { collection: null, title: '', categories: [] }),
    block(30, 'posts-by-month', { collection: null, title: '', months: [] }),
    block(48, 'social-account-links', { links: [] }),
    block(54, 'social-account-links-v2', { links: [] }),
    block(8, 'gallery', { images: [], options: DEFAULT_GALLERY_OPTIONS }),
  ];
}

/** The donation set-up as the DONATION block and the donate page (203) show it. */
export const SAMPLE_DONATION = {
  title: 'Support the studio',
  description: 'Gifts pay for clay & kiln time for our free workshops.',
  buttonLabel: 'Donate',
  presets: [
    { amount: 1000, money: { value: '1000', currency: 'USD' }, label: '$10.00' },
    { amount: 2500, money: { value: '2500', currency: 'USD' }, label: '$25.00' },
  ],
  allowCustomAmount: true,
  minimum: { value: '500', currency: 'USD' },
  maximum: { value: '100000', currency: 'USD' },
  minimumLabel: '$5.00',
  maximumLabel: '$1,000.00',
  frequencies: ['one-off', 'monthly'],
  frequencyOptions: [
    { value: 'one-off', label: 'One-off', checked: true },
    { value: 'monthly', label: 'Monthly', checked: false },
  ],
  currency: 'USD',
};
