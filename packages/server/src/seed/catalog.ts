import type { Merchandising, SubscriptionPlan } from '@tessera/db';
import { PALETTE } from './brand.js';
import type { Shape } from './drawings.js';

export interface DemoVariant {
  attributes: Record<string, string>;
  /** Minor units (cents). */
  price: number;
  salePrice?: number;
  onSale?: boolean;
  qty?: number;
  unlimited?: boolean;
}

export interface DemoProduct {
  key: string;
  title: string;
  productType: 1 | 2 | 3 | 4;
  excerpt: string;
  body: string;
  tags: string[];
  /** Store categories (keys of `DEMO_CATEGORIES`). */
  categories: string[];
  options: string[];
  variants: DemoVariant[];
  art: { shape: Shape; background: string; fill: string };
  /** The option whose values get their own picture, and each value's colour. */
  variantArt?: { option: string; colours: Record<string, string> };
  merchandising?: Partial<Merchandising>;
  subscriptionPlan?: SubscriptionPlan;
  customAddButtonText?: string;
  /** A personalisation form shown before the product is added to the cart. */
  additionalFields?: boolean;
  /** Digital products: the guide written into the PDF the buyer downloads. */
  download?: { filename: string; heading: string; paragraphs: string[] };
}

export const DEMO_CATEGORIES: Readonly<Record<string, string>> = Object.freeze({
  apparel: 'Apparel',
  table: 'Kitchen & Table',
  home: 'Home',
  guides: 'Patterns & Guides',
  workshops: 'Workshops',
  gifts: 'Gifts',
});

const SIZES = ['S', 'M', 'L'];
const OVERSHIRT_STOCK: Record<string, number[]> = { Sand: [4, 6, 0], Moss: [2, 0, 3], Indigo: [5, 5, 1] };

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    key: 'linen-overshirt',
    title: 'Linen Overshirt',
    productType: 1,
    excerpt: 'A relaxed, garment-dyed overshirt in mid-weight European linen — our most-worn piece.',
    body:
      '<p>Cut generously through the body with a dropped shoulder, the overshirt works as a light jacket in spring and a layer over knitwear when it turns cold. We dye every batch in the studio, so each one carries slight, lovely variations in tone.</p>' +
      '<ul><li>100% European linen, 185 gsm, pre-washed</li><li>Corozo nut buttons and two patch pockets</li><li>Machine wash cold, line dry, warm iron if you like it crisp</li></ul>' +
      '<p>Our model is 5′9″ and wears a size M. Between sizes? Take the smaller one for a closer fit.</p>',
    tags: ['linen', 'naturally dyed', 'bestseller'],
    categories: ['apparel'],
    options: ['Size', 'Colour'],
    variants: Object.entries(OVERSHIRT_STOCK).flatMap(([colour, stock]) =>
      SIZES.map((size, i) => ({
        attributes: { Size: size, Colour: colour },
        price: 14800,
        qty: stock[i] ?? 0,
      })),
    ),
    art: { shape: 'shirt', background: PALETTE.mist, fill: PALETTE.sand },
    variantArt: {
      option: 'Colour',
      colours: { Sand: PALETTE.sand, Moss: PALETTE.moss, Indigo: PALETTE.indigo },
    },
  },
  {
    key: 'everyday-apron',
    title: 'Everyday Linen Apron',
    productType: 1,
    excerpt: 'A cross-back apron for the kitchen, the wheel or the garden. On sale for our spring clear-out.',
    body:
      '<p>No ties to fumble with: the cross-back straps sit comfortably on the shoulders and the apron slips over your head. One deep pocket holds a phone, a notebook or a handful of clothes pegs.</p>' +
      '<ul><li>Heavy washed linen, 260 gsm</li><li>One size, fits most (chest 32–46″)</li><li>Softens with every wash</li></ul>',
    tags: ['linen', 'kitchen', 'sale'],
    categories: ['apparel', 'table'],
    options: ['Colour'],
    variants: [
      { attributes: { Colour: 'Natural' }, price: 6800, salePrice: 5400, onSale: true, qty: 8 },
      { attributes: { Colour: 'Charcoal' }, price: 6800, salePrice: 5400, onSale: true, qty: 5 },
      { attributes: { Colour: 'Rust' }, price: 6800, salePrice: 5400, onSale: true, qty: 7 },
    ],
    art: { shape: 'apron', background: PALETTE.blush, fill: PALETTE.natural },
    variantArt: {
      option: 'Colour',
      colours: { Natural: PALETTE.natural, Charcoal: PALETTE.charcoal, Rust: PALETTE.rust },
    },
  },
  {
    key: 'speckled-mug',
    title: 'Speckled Stoneware Mug',
    productType: 1,
    excerpt:
      'Thrown on the wheel from speckled clay, holds a generous 12 oz. Only a few left from this firing.',
    body:
      '<p>Each mug is thrown, trimmed and glazed by Maya in the studio, then fired to cone 6. The iron speckles come from the clay itself and show through the glaze, so no two are quite alike.</p>' +
      '<ul><li>Holds 12 oz (350 ml)</li><li>Dishwasher and microwave safe</li><li>Roughly 4″ tall, 3.5″ across</li></ul>',
    tags: ['ceramics', 'handmade', 'low stock'],
    categories: ['table'],
    options: ['Glaze'],
    variants: [
      { attributes: { Glaze: 'Oat' }, price: 3400, qty: 2 },
      { attributes: { Glaze: 'Ash Blue' }, price: 3400, qty: 3 },
    ],
    art: { shape: 'mug', background: PALETTE.sage, fill: PALETTE.oat },
    variantArt: { option: 'Glaze', colours: { Oat: PALETTE.oat, 'Ash Blue': PALETTE.ash } },
    merchandising: {
      scarcityEnabled: true,
      scarcityShownByDefault: true,
      scarcityText: 'Almost gone — only a few left from this firing.',
    },
  },
  {
    key: 'serving-bowl',
    title: 'Hand-thrown Serving Bowl',
    productType: 1,
    excerpt: 'A wide, shallow bowl for salads and shared plates. Sold out until the next kiln firing.',
    body:
      '<p>Our serving bowls take the longest of anything we make: thrown wide, trimmed the next day and left to dry slowly for a week so they keep their shape in the kiln. This batch sold out in an afternoon.</p>' +
      '<p>Leave your email and we will write to you as soon as the next firing comes out of the kiln.</p>',
    tags: ['ceramics', 'handmade'],
    categories: ['table'],
    options: [],
    variants: [{ attributes: {}, price: 9600, qty: 0 }],
    art: { shape: 'bowl', background: PALETTE.slate, fill: PALETTE.natural },
    merchandising: {
      customSoldOutText: 'Back after the next firing',
      restockNotificationsEnabled: true,
      mailingListSignUpEnabled: true,
      mailingListOptInByDefault: false,
    },
  },
  {
    key: 'linen-napkins',
    title: 'Linen Napkins, Set of Four',
    productType: 1,
    excerpt: 'Soft, stonewashed napkins with mitred corners. Better every time they go through the wash.',
    body:
      '<p>Generous 18″ squares with neat mitred corners, stonewashed so they arrive soft rather than stiff. Use them every day; linen only improves with washing.</p>' +
      '<ul><li>Set of four, 18 × 18″</li><li>100% linen</li><li>Wash warm, tumble dry low</li></ul>',
    tags: ['linen', 'table'],
    categories: ['table', 'home'],
    options: ['Colour'],
    variants: [
      { attributes: { Colour: 'Oat' }, price: 4200, qty: 10 },
      { attributes: { Colour: 'Clay' }, price: 4200, qty: 12 },
    ],
    art: { shape: 'napkins', background: PALETTE.forest, fill: PALETTE.oat },
    variantArt: { option: 'Colour', colours: { Oat: PALETTE.oat, Clay: PALETTE.clay } },
  },
  {
    key: 'waxed-tote',
    title: 'Waxed Canvas Tote',
    productType: 1,
    excerpt: 'A sturdy market tote in waxed cotton canvas, with your initials stitched by hand.',
    body:
      '<p>Big enough for a week of groceries or a laptop and a lunch, and waxed so a rain shower rolls straight off. Add up to three initials and we will embroider them by hand on the front pocket — please allow three extra working days.</p>' +
      '<ul><li>14 oz waxed cotton canvas, leather-reinforced handles</li><li>15″ × 16″ × 5″</li><li>Re-wax once a year to keep it weatherproof</li></ul>',
    tags: ['personalised', 'bags'],
    categories: ['apparel', 'gifts'],
    options: [],
    variants: [{ attributes: {}, price: 7800, qty: 9 }],
    art: { shape: 'tote', background: PALETTE.honey, fill: PALETTE.charcoal },
    customAddButtonText: 'Personalise & Add',
    additionalFields: true,
  },
  {
    key: 'dye-field-guide',
    title: 'Natural Dye Field Guide (PDF)',
    productType: 2,
    excerpt: 'Our 12-page guide to dyeing with kitchen scraps and garden plants. Instant download.',
    body:
      '<p>Everything we wish we had known when we started: how to scour and mordant fibre, which kitchen scraps give reliable colour, and how to keep a dye journal you will actually use. Written for complete beginners, with recipes for six colours.</p>' +
      '<p>A PDF you download straight after checkout — print it or keep it on a tablet by the dye pot.</p>',
    tags: ['digital', 'dyeing'],
    categories: ['guides'],
    options: [],
    variants: [{ attributes: {}, price: 1800 }],
    art: { shape: 'book', background: PALETTE.rust, fill: PALETTE.natural },
    download: {
      filename: 'natural-dye-field-guide.pdf',
      heading: 'Natural Dye Field Guide',
      paragraphs: [
        'Start with clean fibre. Scour wool in warm water with a little pH-neutral soap; scour cotton and linen in simmering water with soda ash for an hour. Dye takes unevenly to anything that still carries oils or sizing.',
        'Mordant before you dye. Alum (aluminium potassium sulphate) at 12% of the fibre weight is safe to handle and gives bright, lasting colour. Cellulose fibres need a tannin bath first.',
        'Kitchen colours: avocado pits and skins give dusty pinks; yellow onion skins give warm golds; black beans soaked overnight give soft blues. Simmer gently — boiling dulls most plant dyes.',
        'Keep a dye journal: fibre weight, mordant, dye stuff and its weight, time and temperature, and a snipped sample. Your future self will thank you.',
      ],
    },
  },
  {
    key: 'apron-pattern',
    title: 'Apron Sewing Pattern (PDF)',
    productType: 2,
    excerpt: 'Sew our cross-back apron yourself: printable pattern and illustrated instructions.',
    body: '<p>The same pattern we cut our Everyday Apron from, graded for one size that fits most. Print at home on letter or A4 paper, tape the pages together and follow the step-by-step instructions — an afternoon project for a confident beginner.</p>',
    tags: ['digital', 'sewing', 'sale'],
    categories: ['guides'],
    options: [],
    variants: [{ attributes: {}, price: 1400, salePrice: 1000, onSale: true }],
    art: { shape: 'pattern', background: PALETTE.moss, fill: PALETTE.natural },
    download: {
      filename: 'apron-sewing-pattern.pdf',
      heading: 'Cross-back Apron Pattern',
      paragraphs: [
        'You will need 1.5 yards of medium or heavy linen, matching thread, and a walking foot if your machine has one.',
        'Print the pattern pages at 100% scale and check the 2-inch test square before cutting. Tape the pages together along the marked edges.',
        'Cut the body on the fold, two straps and one pocket. Press all hems under twice by 3/8 inch before you start sewing.',
        'Sew the pocket first, then hem the sides, top and bottom, and finally attach the straps in a cross at the back. Try it on before the final stitching and adjust the strap length to suit you.',
      ],
    },
  },
  {
    key: 'dye-workshop',
    title: 'Natural Dye Workshop',
    productType: 3,
    excerpt:
      'Three hours in the studio dyeing a linen scarf with avocado, onion skins and indigo. All materials included.',
    body:
      '<p>Join us at the studio for a relaxed, hands-on introduction to natural dyeing. We will prepare the fibre together, work with three dye baths and talk through how to carry on at home. You leave with your own hand-dyed linen scarf and a copy of our field guide.</p>' +
      '<ul><li>Three hours, tea and something baked included</li><li>Eight places per session</li><li>Wear clothes you do not mind splashing</li></ul>',
    tags: ['workshop', 'dyeing'],
    categories: ['workshops'],
    options: ['Session'],
    variants: [
      { attributes: { Session: 'Saturday morning (9:30–12:30)' }, price: 9500, qty: 8 },
      { attributes: { Session: 'Saturday afternoon (2:00–5:00)' }, price: 9500, qty: 3 },
    ],
    art: { shape: 'pot', background: PALETTE.indigo, fill: PALETTE.ash },
    customAddButtonText: 'Book a Place',
  },
  {
    key: 'gift-card',
    title: 'Fern & Fable Gift Card',
    productType: 4,
    excerpt: 'Let them choose: a gift card for anything in the shop or a place at a workshop.',
    body: '<p>Emailed to you straight after checkout, ready to forward or print. Good for anything in the shop or the studio, workshops included, and it never expires. Redeem it by entering its code at checkout.</p>',
    tags: ['gift'],
    categories: ['gifts'],
    options: ['Amount'],
    variants: [
      { attributes: { Amount: '$25' }, price: 2500 },
      { attributes: { Amount: '$50' }, price: 5000 },
      { attributes: { Amount: '$100' }, price: 10000 },
    ],
    art: { shape: 'card', background: PALETTE.clay, fill: PALETTE.paper },
  },
  {
    key: 'yarn-club',
    title: 'Hand-dyed Yarn Club',
    productType: 1,
    excerpt: 'One skein of naturally dyed merino every month, in a colour you will not find in the shop.',
    body:
      '<p>Each month we dye a small batch of fingering-weight merino in a one-off colour from whatever is in season — walnut hulls in autumn, marigolds in summer. Members get a skein, a card with the story of the colour and first pick of our seconds sales.</p>' +
      '<ul><li>100 g / 400 m fingering-weight merino</li><li>Billed monthly, cancel any time from your order status page</li><li>Ships in the first week of each month</li></ul>',
    tags: ['subscription', 'yarn', 'dyeing'],
    categories: ['gifts'],
    options: [],
    variants: [{ attributes: {}, price: 3200, qty: 40 }],
    art: { shape: 'skein', background: PALETTE.plum, fill: PALETTE.honey },
    subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
  },
  {
    key: 'beeswax-candle',
    title: 'Beeswax Pillar Candle',
    productType: 1,
    excerpt: 'Hand-poured from local beeswax. Burns clean for around forty hours.',
    body:
      '<p>Poured in small batches from the wax of a beekeeper friend in the Willamette Valley. Pure beeswax burns slowly and brightly with a faint scent of honey; the Cedar &amp; Sage version adds a little essential oil.</p>' +
      '<ul><li>3″ × 4″ pillar, about 40 hours</li><li>Cotton wick</li><li>Trim the wick to 1/4″ before each burn</li></ul>',
    tags: ['home', 'candles'],
    categories: ['home', 'gifts'],
    options: ['Scent'],
    variants: [
      { attributes: { Scent: 'Unscented' }, price: 2600, qty: 14 },
      { attributes: { Scent: 'Cedar & Sage' }, price: 2800, qty: 1 },
    ],
    art: { shape: 'candle', background: PALETTE.charcoal, fill: PALETTE.honey },
    merchandising: { scarcityEnabled: true, scarcityText: 'Last one in this scent.' },
  },
  {
    key: 'linen-throw',
    title: 'Stonewashed Linen Throw',
    productType: 1,
    excerpt: 'A light, breathable throw with a hand-knotted fringe. Slate is on sale this month.',
    body:
      '<p>Heavier than our bedding linen and stonewashed twice, the throw drapes beautifully over a sofa arm and is warm enough for cool evenings on the porch. The fringe is knotted by hand in the studio.</p>' +
      '<ul><li>50″ × 70″</li><li>100% linen, 300 gsm</li><li>Machine wash cool, tumble dry low</li></ul>',
    tags: ['linen', 'home', 'sale'],
    categories: ['home'],
    options: ['Colour'],
    variants: [
      { attributes: { Colour: 'Oat' }, price: 16800, qty: 4 },
      { attributes: { Colour: 'Slate' }, price: 16800, salePrice: 13400, onSale: true, qty: 3 },
    ],
    art: { shape: 'blanket', background: PALETTE.terracotta, fill: PALETTE.oat },
    variantArt: { option: 'Colour', colours: { Oat: PALETTE.oat, Slate: PALETTE.slate } },
  },
  {
    key: 'ribbed-planter',
    title: 'Ribbed Ceramic Planter',
    productType: 1,
    excerpt: 'Carved ribs, a drainage hole and a matching saucer. Three sizes for herbs to fiddle-leaf figs.',
    body:
      '<p>Thrown thick and carved by hand while leather-hard, then finished in a satin white glaze on the outside and left raw inside so roots can breathe. Each planter comes with its own saucer.</p>' +
      '<ul><li>Small 4″, Medium 6″, Large 8″ across</li><li>Drainage hole and saucer</li><li>Indoor use</li></ul>',
    tags: ['ceramics', 'plants'],
    categories: ['home'],
    options: ['Size'],
    variants: [
      { attributes: { Size: 'Small' }, price: 3800, qty: 6 },
      { attributes: { Size: 'Medium' }, price: 5200, qty: 4 },
      { attributes: { Size: 'Large' }, price: 6800, qty: 2 },
    ],
    art: { shape: 'planter', background: PALETTE.teal, fill: PALETTE.natural },
  },
];
