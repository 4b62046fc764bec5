import { BLOCK_TYPES } from '@tessera/core';
import type { BlockInput } from '@tessera/db';
import { BRAND, PALETTE } from './brand.js';
import { INTERNATIONAL_COUNTRIES } from './commerce-settings.js';

/** The countries of the international rate by name, as the Shipping & Returns page lists them. */
const INTERNATIONAL_NAMES = new Intl.ListFormat('en-US', { type: 'conjunction' }).format(
  INTERNATIONAL_COUNTRIES.map(
    (code) => new Intl.DisplayNames(['en-US'], { type: 'region' }).of(code) ?? code,
  ),
);

/** Ids the page layouts point at, known once the store, collections, forms and pictures exist. */
export interface PageRefs {
  shopId: string;
  journalId: string;
  eventsId: string;
  contactFormId: string;
  newsletterFormId: string;
  heroImageId: string;
  studioImageId: string;
}

export interface DemoPage {
  key: string;
  title: string;
  urlId: string;
  description: string;
  blocks: (refs: PageRefs) => BlockInput[];
}

const block = (type: number, config: Record<string, unknown> = {}): BlockInput => ({
  blockType: type,
  config,
});

export const HERO_SCENE = { sky: PALETTE.oat, far: PALETTE.sage, near: PALETTE.moss, sun: PALETTE.honey };
export const STUDIO_SCENE = {
  sky: PALETTE.blush,
  far: PALETTE.clay,
  near: PALETTE.charcoal,
  sun: PALETTE.paper,
};

export const DEMO_PAGES: readonly DemoPage[] = [
  {
    key: 'home',
    title: 'Home',
    urlId: 'home',
    description: 'Small-batch linen and stoneware, naturally dyed and hand-thrown in Portland.',
    blocks: (r) => [
      block(BLOCK_TYPES.IMAGE, {
        fileId: r.heroImageId,
        width: 1500,
        priority: 'high',
        altText: 'Hills at dawn in sage and moss green',
      }),
      block(BLOCK_TYPES.HTML, {
        html: `<h2>${BRAND.name}</h2><p>Linen garments dyed with plants and kitchen scraps, stoneware thrown on our wheel, and workshops where you can learn to do both. Everything is made in small batches in our Portland studio.</p>`,
      }),
      block(BLOCK_TYPES.BUTTON, {
        label: 'Shop the collection',
        url: '/shop',
        size: 'large',
        alignment: 'center',
      }),
      block(BLOCK_TYPES.SUMMARY, { collectionId: r.shopId, limit: 6, layout: 'grid' }),
      block(BLOCK_TYPES.QUOTE, {
        text: 'The overshirt has become the thing I reach for every single morning. It only gets better.',
        source: 'Ana, Seattle',
      }),
      block(BLOCK_TYPES.CALENDAR, { collectionId: r.eventsId, limit: 3 }),
      block(BLOCK_TYPES.SUMMARY, { collectionId: r.journalId, limit: 3, layout: 'list' }),
      block(BLOCK_TYPES.NEWSLETTER, {
        formId: r.newsletterFormId,
        title: 'Letters from the studio',
        description:
          'New colours, kiln openings and workshop dates, about once a month. No spam, ever. New here? The code WELCOME10 takes 10% off your first order.',
      }),
    ],
  },
  {
    key: 'about',
    title: 'About',
    urlId: 'about',
    description: 'Two makers, one studio and a lot of dye pots.',
    blocks: (r) => [
      block(BLOCK_TYPES.MARKDOWN, {
        markdown: `## Two makers, one studio

${BRAND.name} is Maya Okafor and Jonas Lindqvist. Maya trained as a production potter; Jonas spent ten years as a pattern cutter before he fell for natural dyes. In 2019 we took over an old bicycle repair shop on Division Street and turned it into a studio with a kiln in the back and dye pots on the stove.

We make everything in small batches, which means some things sell out and come back a few weeks later. We would rather make fewer things well than many things quickly.`,
      }),
      block(BLOCK_TYPES.IMAGE, {
        fileId: r.studioImageId,
        width: 1000,
        caption: 'The studio on Division Street',
      }),
      block(BLOCK_TYPES.QUOTE, {
        text: 'Make fewer things, and make them to last.',
        source: 'Our studio rule',
      }),
      block(BLOCK_TYPES.HTML, {
        html: '<h2>What we care about</h2><ul><li><strong>Natural colour.</strong> Plant dyes and mineral glazes, no synthetic dyes.</li><li><strong>Less waste.</strong> Offcuts become napkins and seconds are sold, not thrown away.</li><li><strong>Fair work.</strong> Everyone who helps in the studio is paid a living wage.</li></ul>',
      }),
      // The donation appeal (commerce-settings.ts DEMO_DONATIONS), posting to /donate.
      block(BLOCK_TYPES.DONATION, {}),
    ],
  },
  {
    key: 'shipping-returns',
    title: 'Shipping & Returns',
    urlId: 'shipping-returns',
    description: 'How and when we ship, and how to return something.',
    blocks: () => [
      block(BLOCK_TYPES.MARKDOWN, {
        markdown: `## Shipping

We ship from Portland within two working days, in recycled and recyclable packaging. Orders of $150 or more ship free within the US; otherwise US shipping is a flat $9. Personalised totes need three extra working days.

We also ship to Canada for a flat $18, and for a flat $28 to these countries: ${INTERNATIONAL_NAMES}; any import duties are paid on delivery. We cannot ship anywhere else yet — the checkout will tell you so — but write to us and we will see what we can do.

Digital downloads, workshop places and gift cards are not shipped: the download link and the gift card code arrive by email straight after checkout.

## Sales tax

We are an Oregon business, and Oregon has no sales tax, so the price you see is the price you pay.

## Returns

Changed your mind? Return unworn, unwashed items within 30 days for a full refund. Workshop places can be moved to another date up to 7 days before the workshop. Digital downloads and personalised items cannot be returned.`,
      }),
    ],
  },
  {
    key: 'faq',
    title: 'FAQ',
    urlId: 'faq',
    description: 'Answers to the questions we hear most.',
    blocks: () => [
      block(BLOCK_TYPES.ACCORDION, {
        items: [
          {
            title: 'Will naturally dyed colours fade?',
            html: '<p>Slowly and gracefully. Wash cool, dry in the shade and the colour will soften over years rather than months.</p>',
          },
          {
            title: 'Are your mugs dishwasher safe?',
            html: '<p>Yes. They are fired to cone 6 and glazed with food-safe glazes. Hand washing keeps the glaze glossy for longer.</p>',
          },
          {
            title: 'Do you sell wholesale?',
            html: '<p>We work with a small number of shops each year. Write to us through the contact page.</p>',
          },
          { title: 'Can I visit the studio?', html: `<p>${BRAND.hours}. Workshops run on Saturdays.</p>` },
        ],
      }),
    ],
  },
  {
    key: 'contact',
    title: 'Contact',
    urlId: 'contact',
    description: 'Questions about an order, a workshop or wholesale? We reply within two working days.',
    blocks: (r) => [
      block(BLOCK_TYPES.HTML, {
        html: `<h2>Say hello</h2><p>Questions about an order, a workshop or wholesale? Send us a note and we will reply within two working days. You can also write to <a href="mailto:${BRAND.email}">${BRAND.email}</a>.</p>`,
      }),
      block(BLOCK_TYPES.FORM, { formId: r.contactFormId }),
      block(BLOCK_TYPES.MAP, { location: BRAND.address, zoom: 15 }),
      block(BLOCK_TYPES.SOCIAL_LINKS, {
        links: [
          { service: 'instagram', url: BRAND.instagram, label: 'Instagram' },
          { service: 'pinterest', url: BRAND.pinterest, label: 'Pinterest' },
        ],
      }),
    ],
  },
  {
    key: 'wholesale',
    title: 'Wholesale',
    urlId: 'wholesale',
    description: 'Terms for shops that carry our work.',
    blocks: () => [
      block(BLOCK_TYPES.MARKDOWN, {
        markdown:
          'We supply a handful of independent shops. Minimum opening order $600, reorders from $300, net 30 terms after your first order. Ask for the current line sheet through the contact page.',
      }),
    ],
  },
];
