import { NOW, merchandising, sampleImage, sampleItem, sampleProduct } from './sample-data.js';
import { SAMPLE_DONATION, sampleBlocks } from './sample-blocks.js';

/**
 * Template contexts of every page type the theme renders, shaped as docs/template-context.md
 * documents them, for the theme's tests and its preview.
 */
type Json = Record<string, unknown>;

const HERO = sampleImage('img-hero', 'studio.jpg', 2400, 1600, 'Shelves of glazed pots in the studio');
const MUG = sampleImage('img-mug', 'mug.jpg', 1200, 1500, 'A blue stoneware mug');
const MUG_SIDE = sampleImage('img-mug-side', 'mug-side.jpg', 1200, 1500, 'The mug from the side');
const BOWL = sampleImage('img-bowl', 'bowl.jpg', 1200, 1200, 'A wide serving bowl');
const VASE = sampleImage('img-vase', 'vase.jpg', 1200, 1500, '');

function nav(title: string, url: string | null, active = false, children: Json[] = []): Json {
  return {
    title,
    collectionId: url ? `${url}-id` : null,
    externalLink: null,
    memberAreaId: null,
    url,
    folder: url === null,
    active,
    children,
  };
}

export function baseContext(pageType: number, pageTypeName: string, activeUrl = ''): Json {
  return {
    website: {
      id: 'site-1',
      identifier: 'studio',
      siteTitle: 'Clay & Kiln Studio',
      baseUrl: 'https://studio.example',
      timeZone: 'America/New_York',
      language: 'en-US',
      currency: 'USD',
      storeCountry: 'US',
      captchaSettings: { enabled: false, siteKey: '', theme: 'light' },
      shareButtonOptions: [],
      socialAccounts: [
        { serviceName: 'instagram', profileUrl: 'https://instagram.example/clayandkiln' },
        { serviceName: 'pinterest', profileUrl: 'https://pinterest.example/clayandkiln' },
      ],
    },
    websiteSettings: {
      storeSettings: {
        multipleQuantityAllowedForServices: true,
        currencyCode: 'USD',
        selectedCurrency: 'USD',
        cartPillTheme: 'light',
        productReviewsDisplay: 'visible',
        storeCountry: 'US',
      },
      commentsEnabled: false,
      simpleLikingEnabled: false,
      disqusShortname: '',
      disqusShortName: '',
      cookiePolicy: { bannerEnabled: false, restrictive: false },
    },
    localizedStrings: {},
    featureFlags: { useCLDRMoneyFormat: true },
    'base-url': 'https://studio.example',
    pageType,
    pageTypeName,
    navigation: {
      main: [
        nav('Home', '/', activeUrl === '/'),
        nav('Shop', '/shop', activeUrl === '/shop'),
        nav('Journal', '/journal', activeUrl === '/journal'),
        nav('About', null, activeUrl === '/events', [
          nav('Workshops', '/events', activeUrl === '/events'),
          nav('Our story', '/story'),
        ]),
      ],
      _hidden: [],
      _memberareas: [],
    },
    headerFooter: { header: {}, footer: {} },
    theme: { name: 'Tessera Default', version: 'test', stylesheets: ['/assets/theme/test/styles/site.css'] },
    productMerchandisingContext: {},
    cart: { totalQuantity: 0 },
    blocks: [],
  };
}

function collection(type: number, typeName: string, urlId: string, title: string, extra: Json = {}): Json {
  return {
    id: `/${urlId}-id`,
    type,
    typeName,
    urlId,
    fullUrl: `/${urlId}`,
    title,
    navigationTitle: title,
    description: '',
    folder: false,
    folderBehavior: null,
    view: 'list',
    ordering: 'user',
    publicCommentCount: 0,
    commentState: 0,
    categories: [],
    activeCategory: null,
    ...extra,
  };
}

function pagination(total: number, page = 1, pageSize = 20): Json {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  return {
    page,
    pageSize,
    total,
    totalPages,
    prevPage: page > 1,
    nextPage: page < totalPages,
    prevPageUrl: page > 1 ? `?page=${page - 1}` : null,
    nextPageUrl: page < totalPages ? `?page=${page + 1}` : null,
  };
}

export const PRODUCTS: Json[] = [
  sampleProduct(
    {
      id: 'p-mug',
      title: 'Blue Mug',
      urlId: 'blue-mug',
      body: '<p>A sturdy <strong>stoneware</strong> mug, glazed in cobalt.</p>',
    },
    [
      { id: 'v-s', price: 1500, qtyInStock: 3, attributes: { Size: 'Small' } },
      {
        id: 'v-l',
        price: 1800,
        salePrice: 1200,
        onSale: true,
        qtyInStock: 5,
        attributes: { Size: 'Large' },
        image: MUG_SIDE,
      },
    ],
    { images: [MUG, MUG_SIDE], optionOrdering: ['Size'] },
  ),
  sampleProduct({ id: 'p-bowl', title: 'Serving Bowl', urlId: 'serving-bowl', image: BOWL }, [
    { id: 'v-b', price: 4800, qtyInStock: 0 },
  ]),
  sampleProduct({ id: 'p-vase', title: 'Tall Vase', urlId: 'tall-vase', image: VASE }, [
    { id: 'v-v', price: 6400, qtyInStock: 2 },
  ]),
  sampleProduct(
    { id: 'p-guide', title: 'Glaze Guide (PDF)', urlId: 'glaze-guide' },
    [{ id: 'v-g', price: 900, unlimited: true }],
    { productType: 2 },
  ),
];

const MERCHANDISING: Json = {
  'p-mug': merchandising({
    scarcityEnabled: true,
    scarcityShownByDefault: true,
    scarcityTemplateViews: ['product-page'],
  }),
  'p-bowl': merchandising({ customSoldOutText: 'All gone' }),
  'p-vase': merchandising(),
  'p-guide': merchandising(),
};

const AUTHOR = { id: 'u-1', displayName: 'Mara Lind' };
export const POSTS: Json[] = [
  sampleItem({
    id: 'post-1',
    title: 'Firing the anagama kiln',
    urlId: 'firing-the-kiln',
    collectionUrl: '/journal',
    image: HERO,
    excerpt: '<p>Three days, two tonnes of wood and a lot of coffee.</p>',
    tags: ['kiln', 'wood firing'],
    categories: ['Process'],
    author: AUTHOR,
    publishOn: NOW - 86_400_000 * 2,
  }),
  sampleItem({
    id: 'post-2',
    title: 'Choosing a clay body',
    urlId: 'choosing-clay',
    collectionUrl: '/journal',
    excerpt: '<p>Stoneware, porcelain or earthenware?</p>',
    categories: ['Materials'],
    author: AUTHOR,
    publishOn: NOW - 86_400_000 * 20,
  }),
];

export const EVENTS: Json[] = [
  sampleItem({
    id: 'ev-1',
    title: 'Wheel throwing for beginners',
    urlId: 'wheel-basics',
    collectionUrl: '/events',
    recordType: 12,
    image: BOWL,
    excerpt: '<p>Four evenings at the wheel.</p>',
    startDate: NOW + 86_400_000 * 10,
    endDate: NOW + 86_400_000 * 10 + 3 * 3_600_000,
    location: {
      addressTitle: 'The studio',
      addressLine1: '12 Clay Street',
      addressLine2: 'Portland, OR 97201',
      addressCountry: 'United States',
      mapLat: 45.52,
      mapLng: -122.68,
    },
  }),
  sampleItem({
    id: 'ev-2',
    title: 'Spring open studio',
    urlId: 'open-studio',
    collectionUrl: '/events',
    recordType: 12,
    startDate: NOW - 86_400_000 * 30,
    endDate: NOW - 86_400_000 * 29,
    location: {
      addressTitle: 'The studio',
      addressLine1: '12 Clay Street',
      addressLine2: '',
      addressCountry: 'United States',
    },
  }),
];

/** `headerFooter` as the demo seed saves it (the editor's own JSON; the theme reads these keys when present). */
const HEADER_FOOTER: Json = {
  header: { tagline: 'Stoneware made by hand', announcement: 'Free shipping over $150', showCart: false },
  footer: {
    text: '© 2026 Clay & Kiln',
    address: ['12 Clay Street', 'Portland, OR 97201'],
    hours: 'Thursday to Sunday, 10–6',
    email: 'hello@studio.example',
    links: [{ label: 'Wholesale', url: '/wholesale' }],
    social: [{ service: 'instagram', url: 'https://instagram.example/clay' }],
  },
};

export function homePage(): Json {
  return {
    ...baseContext(2, 'PAGE', '/'),
    collection: collection(10, 'page', 'home', 'Home', { fullUrl: '/' }),
    items: [],
    pagination: pagination(0),
    blocks: sampleBlocks(PRODUCTS, EVENTS),
  };
}

export function shopPage(view = 'grid'): Json {
  const shop = collection(13, 'products', 'shop', 'Shop', {
    view,
    description: 'Functional stoneware, made by hand in small batches.',
    categories: [
      { displayName: 'Mugs', urlSlug: 'mugs', url: '/shop?category=mugs', active: false },
      { displayName: 'Bowls', urlSlug: 'bowls', url: '/shop?category=bowls', active: false },
    ],
  });
  return {
    ...baseContext(1, 'MAIN_CONTENT', '/shop'),
    collection: shop,
    items: PRODUCTS,
    pagination: pagination(PRODUCTS.length),
    productMerchandisingContext: MERCHANDISING,
  };
}

export function productPage(index = 0): Json {
  const item = PRODUCTS[index];
  const id = String(item?.['id']);
  return {
    ...baseContext(50, 'CONTENT_ITEM', '/shop'),
    collection: collection(13, 'products', 'shop', 'Shop'),
    item,
    productMerchandisingContext: { [id]: MERCHANDISING[id] },
  };
}

/** `productReviews` as the reviews area fills it (docs/template-context.md), with a plain post's notice. */
export const PRODUCT_REVIEWS: Json = {
  average: 4.5,
  count: 2,
  stars: '★★★★★',
  summaryText: '4.5 out of 5 stars, 2 reviews',
  items: [
    {
      id: 'r1',
      rating: 5,
      ratingText: '5 out of 5 stars',
      stars: '★★★★★',
      title: 'Best <mug>',
      body: 'Holds heat & looks lovely.',
      authorName: 'Ada <script>',
      createdAt: NOW,
      createdIso: new Date(NOW).toISOString(),
      createdOn: 'March 15, 2030',
    },
    {
      id: 'r2',
      rating: 4,
      ratingText: '4 out of 5 stars',
      stars: '★★★★☆',
      title: '',
      body: 'Nice.',
      authorName: 'Bo',
      createdAt: NOW,
      createdIso: new Date(NOW).toISOString(),
      createdOn: 'March 15, 2030',
    },
  ],
  form: {
    action: '/api/commerce/products/p1/reviews',
    ratings: [5, 4, 3, 2, 1].map((value) => ({ value, label: `${value} ${value === 1 ? 'star' : 'stars'}` })),
    titleMaxLength: 120,
    bodyMaxLength: 3000,
    nameMaxLength: 80,
    emailMaxLength: 254,
  },
  notice: { status: 'success', message: 'Thank you! Your review will appear once it has been approved.' },
};

export function journalPage(): Json {
  return {
    ...baseContext(1, 'MAIN_CONTENT', '/journal'),
    collection: collection(1, 'generic', 'journal', 'Journal', {
      ordering: 'chronological',
      description: 'Notes from the studio.',
    }),
    items: POSTS,
    pagination: pagination(45, 1, 20),
  };
}

/** The journal filtered by a tag that no post carries, and by a month with posts. */
export function filteredJournalPage(empty: boolean): Json {
  const filters = empty ? { tag: 'raku' } : { month: '2026-03', author: 'a-1' };
  return {
    ...journalPage(),
    filters,
    ...(empty
      ? { tagFilter: 'raku', items: [], pagination: pagination(0, 1, 20) }
      : {
          monthFilter: { month: '2026-03', date: Date.UTC(2026, 2, 16) },
          authorFilter: { id: 'a-1', displayName: 'Ana' },
        }),
  };
}

export function postPage(): Json {
  return {
    ...baseContext(50, 'CONTENT_ITEM', '/journal'),
    collection: collection(1, 'generic', 'journal', 'Journal'),
    item: POSTS[0],
  };
}

export function eventsPage(): Json {
  return {
    ...baseContext(1, 'MAIN_CONTENT', '/events'),
    collection: collection(1, 'generic', 'events', 'Workshops', { ordering: 'chronological' }),
    items: EVENTS,
    pagination: pagination(EVENTS.length),
  };
}

export function eventPage(): Json {
  return {
    ...baseContext(50, 'CONTENT_ITEM', '/events'),
    collection: collection(1, 'generic', 'events', 'Workshops'),
    item: EVENTS[0],
  };
}

export function searchPage(query = 'mug'): Json {
  const results = query
    ? [
        {
          ...PRODUCTS[0],
          searchTitle: 'Blue <mark>Mug</mark>',
          searchSnippet: 'A sturdy stoneware <mark>mug</mark>, glazed in cobalt.',
        },
      ]
    : [];
  return {
    ...baseContext(102, 'SEARCH'),
    items: results,
    pagination: pagination(results.length),
    search: { query, terms: query ? [query] : [], total: results.length, hasQuery: query !== '' },
  };
}

export function lockScreenPage(error: string | null = null): Json {
  return {
    ...baseContext(103, 'LOCK_SCREEN'),
    collection: collection(1, 'generic', 'private-notes', 'Private Notes'),
    lockScreen: {
      collectionId: '/private-notes-id',
      title: 'Private Notes',
      action: '/api/page-unlock',
      next: '/private-notes',
      crumb: 'crumb-token',
      error,
    },
  };
}

export function cartPage(withEntries = false): Json {
  const entries = withEntries
    ? [
        {
          id: 'e-1',
          itemId: 'p-mug',
          quantity: 2,
          chosenVariant: { sku: 'SKU-v-s', attributes: { Size: 'Small' } },
          title: 'Blue Mug',
          subTotal: 3000,
          purchasePriceCents: 1500,
          productType: 1,
          imageUrl: '/files/img-mug/mug.jpg?format=300w',
          productUrl: '/shop/p/blue-mug',
          additionalFields: null,
          additionalFieldsForm: null,
        },
      ]
    : [];
  const cart = withEntries
    ? {
        id: 'cart-1',
        websiteId: 'site-1',
        orderId: null,
        created: NOW,
        isPurchased: false,
        entries,
        shippingOptions: [],
        selectedShippingOption: null,
        shippingLocation: null,
        applicableTaxRules: [],
        coupons: [],
        validCoupons: [],
        invalidCoupons: [],
        subtotalCents: 3000,
        taxCents: 0,
        shippingCostCents: 0,
        discountCents: 0,
        grandTotalCents: 3000,
        totalQuantity: 2,
        hasDigital: false,
        purelyDigital: false,
        requiresShipping: true,
      }
    : { totalQuantity: 0 };
  return { ...baseContext(205, 'CART_V2'), cart };
}

/** The donate page (203), fresh or back with a refused amount. */
function donatePage(error: string | null = null): Json {
  const donate = {
    ...SAMPLE_DONATION,
    formAction: '/donate',
    crumb: '',
    error,
    chosen: { amount: error ? 'custom' : '', customAmount: error ? '4' : '', frequency: 'one-off' },
  };
  return { ...baseContext(203, 'DONATE'), donate };
}

export function simplePage(pageType: number, pageTypeName: string): Json {
  const extra = pageType === 106 ? { collection: collection(10, 'page', 'members', 'Members') } : {};
  return { ...baseContext(pageType, pageTypeName), ...extra };
}

/** A splash page (type 3): its cover-page slide, with or without a background image. */
function splashPage(withImage: boolean): Json {
  const coverPage = {
    slideType: 'cover-page',
    layout: withImage ? 'left' : 'center',
    title: 'Spring kiln opening',
    description: 'Saturday 12 April, 10 am to 4 pm.\nNew glazes, seconds sale, tea on the porch.',
    backgroundImage: withImage
      ? {
          url: String(HERO['assetUrl']),
          altText: 'Shelves of glazed pots in the studio',
          width: 2400,
          height: 1600,
          assetUrl: String(HERO['assetUrl']),
          originalSize: '2400x1600',
          systemDataVariants: '500w,1000w,1500w,2500w',
          mediaFocalPoint: { x: 0.5, y: 0.4 },
        }
      : null,
    buttons: [
      { label: 'Visit the shop', url: '/shop', primary: true },
      { label: 'Directions', url: 'https://maps.example/clay', primary: false },
    ],
  };
  return {
    ...baseContext(3, 'SPLASH', 'spring'),
    collection: collection(10, 'page', 'spring', 'Spring'),
    coverPage,
  };
}

/** The owner's preview of a commerce e-mail (type 301), with the site's newest order or before any. */
function emailPreviewPage(hasOrder: boolean): Json {
  const emails = [
    { kind: 'order-confirmation', name: 'Order confirmation' },
    { kind: 'order-shipped', name: 'Order shipped' },
  ].map((e, i) => ({ ...e, url: `/api/admin/commerce-emails/${e.kind}/preview`, current: i === 0 }));
  const commerceEmailPreview = {
    kind: 'order-confirmation',
    name: 'Order confirmation',
    hasOrder,
    orderNumber: hasOrder ? 1042 : null,
    subject: hasOrder ? 'Your order #1042 from Clay & Kiln Studio' : null,
    html: hasOrder ? '<p>Thank you for your order, "Ada" &amp; co.</p>' : null,
    text: hasOrder ? 'Thank you for your order.' : null,
    emails,
  };
  return { ...baseContext(301, 'COMMERCE_EMAIL_PREVIEW'), commerceEmailPreview };
}

/** Every page of the sample site by a short name, with the theme template that renders its main content. */
export function samplePages(): Record<string, { context: Json; main: string }> {
  return {
    home: { context: homePage(), main: 'collections/page.list' },
    shop: { context: shopPage(), main: 'collections/products.list' },
    'shop-list-view': { context: shopPage('list'), main: 'collections/products.list' },
    product: { context: productPage(), main: 'collections/products.item' },
    'product-sold-out': { context: productPage(1), main: 'collections/products.item' },
    journal: { context: journalPage(), main: 'collections/generic.list' },
    post: { context: postPage(), main: 'collections/generic.item' },
    'journal-filtered': { context: filteredJournalPage(false), main: 'collections/generic.list' },
    'journal-filtered-empty': { context: filteredJournalPage(true), main: 'collections/generic.list' },
    events: { context: eventsPage(), main: 'collections/generic.list' },
    // Keys the theme reads when the context provides them (proposed to the render area).
    'events-split': { context: { ...eventsPage(), now: NOW }, main: 'collections/generic.list' },
    'post-neighbours': {
      context: { ...postPage(), now: NOW, pagination: { prevItem: POSTS[1], nextItem: null } },
      main: 'collections/generic.item',
    },
    'product-related': {
      context: { ...productPage(), relatedProducts: PRODUCTS.slice(1) },
      main: 'collections/products.item',
    },
    'product-reviews': {
      context: { ...productPage(), productReviews: PRODUCT_REVIEWS },
      main: 'collections/products.item',
    },
    'product-no-reviews-yet': {
      context: {
        ...productPage(),
        productReviews: { ...PRODUCT_REVIEWS, count: 0, items: [], notice: undefined },
      },
      main: 'collections/products.item',
    },
    'access-denied-join': {
      context: { ...simplePage(106, 'MEMBER_AREA_ACCESS_DENIED'), memberArea: { joinUrl: '/members/join' } },
      main: 'pages/access-denied.page',
    },
    'home-header-footer': {
      context: { ...homePage(), headerFooter: HEADER_FOOTER },
      main: 'collections/page.list',
    },
    'home-footer-slot': {
      context: {
        ...homePage(),
        footerBlocks: [
          { id: 'f-1', blockType: 44, typeName: 'markdown', html: '<p>Join our newsletter</p>' },
        ],
      },
      main: 'collections/page.list',
    },
    event: { context: eventPage(), main: 'collections/generic.item' },
    search: { context: searchPage(), main: 'pages/search.page' },
    'search-empty': { context: searchPage(''), main: 'pages/search.page' },
    'not-found': { context: simplePage(100, 'NOT_FOUND'), main: 'pages/not-found.page' },
    error: { context: simplePage(101, 'ERROR'), main: 'pages/error.page' },
    'lock-screen': { context: lockScreenPage(), main: 'pages/lock-screen.page' },
    'lock-screen-error': {
      context: lockScreenPage('Incorrect password. Please try again.'),
      main: 'pages/lock-screen.page',
    },
    'access-denied': {
      context: simplePage(106, 'MEMBER_AREA_ACCESS_DENIED'),
      main: 'pages/access-denied.page',
    },
    cart: { context: cartPage(), main: 'pages/cart.page' },
    donate: { context: donatePage(), main: 'pages/donate.page' },
    'donate-refused': {
      context: donatePage('The smallest donation we can take is $5.00.'),
      main: 'pages/donate.page',
    },
    splash: { context: splashPage(true), main: 'pages/splash.page' },
    'splash-plain': { context: splashPage(false), main: 'pages/splash.page' },
    'email-preview': { context: emailPreviewPage(true), main: 'pages/commerce-email-preview.page' },
    'email-preview-no-order': {
      context: emailPreviewPage(false),
      main: 'pages/commerce-email-preview.page',
    },
    'cart-full': { context: cartPage(true), main: 'pages/cart.page' },
  };
}
