import { PALETTE } from './brand.js';

export interface DemoPost {
  key: string;
  title: string;
  /** Days before the seed's "now" that the post was published. */
  daysAgo: number;
  excerpt: string;
  /** Markdown, as the editor's text block saves it. */
  markdown: string;
  tags: string[];
  categories: string[];
  scene: { sky: string; far: string; near: string; sun: string };
}

/** The journal: posts of a few paragraphs, newest first. */
export const DEMO_POSTS: readonly DemoPost[] = [
  {
    key: 'year-of-natural-dyeing',
    title: 'What a Year of Natural Dyeing Taught Us',
    daysAgo: 6,
    excerpt: 'Twelve months, forty dye baths and a lot of onion skins: the lessons that changed how we work.',
    markdown: `When we switched the whole studio over to plant dyes last spring, we expected the colours to be softer. We did not expect how much the process would change the way we plan, sew and even sell.

The first lesson was patience. A synthetic dye bath takes an hour; a good madder bath takes a weekend, and indigo has moods of its own. We now dye on Mondays and Tuesdays and cut on Thursdays, and the whole week has settled into that rhythm.

The second was to stop chasing exact matches. Two batches of avocado pink will never be identical, and customers told us they liked that. We now photograph every batch and name it, so you know which shade you are getting.

The third lesson was about waste. Onion skins from the café next door, avocado pits from friends, walnut hulls from a neighbour's tree: most of our colour now comes from things that would have been thrown away. If you want to try it at home, our field guide has the six recipes we use most.`,
    tags: ['dyeing', 'studio life'],
    categories: ['Studio', 'Dyeing'],
    scene: { sky: PALETTE.blush, far: PALETTE.clay, near: PALETTE.rust, sun: PALETTE.honey },
  },
  {
    key: 'making-the-speckled-mug',
    title: 'Behind the Wheel: Making the Speckled Mug',
    daysAgo: 21,
    excerpt: 'From a bag of clay to your morning coffee: the eleven days it takes to make one mug.',
    markdown: `Every speckled mug starts as a 450-gram ball of clay, wedged by hand to push out the air. Maya throws them in batches of twenty, early in the morning when the studio is cool and the clay stays workable for longer.

The next day, once the mugs are leather-hard, she trims the feet and pulls the handles. Handles are the part people notice most: too thin and the mug feels cheap, too thick and it is clumsy. We have remade our handle shape four times.

Then comes the slow part. The mugs dry for a week under plastic, go through a bisque firing, get dipped in glaze and go back into the kiln for the final firing. About one in ten does not survive — a crack, a glaze crawl, a warped rim — and those become our studio mugs.

Eleven days after the clay came out of the bag, the mug is ready. It is not the fastest way to make a cup, but we think you can taste the difference. Or at least feel it in your hand.`,
    tags: ['ceramics', 'process'],
    categories: ['Ceramics'],
    scene: { sky: PALETTE.oat, far: PALETTE.sage, near: PALETTE.forest, sun: PALETTE.paper },
  },
  {
    key: 'caring-for-linen',
    title: 'How to Care for Linen So It Lasts for Decades',
    daysAgo: 47,
    excerpt: 'Linen is tougher than you think. Four simple habits keep it soft, bright and strong.',
    markdown: `Linen has a reputation for being fussy, but it is one of the toughest fibres there is — flax fibres are stronger wet than dry. A well-cared-for linen shirt will outlive most of the cotton in your wardrobe.

**Wash cool and gently.** Thirty degrees (or "cold" on most machines) is plenty. Hot water does not clean linen much better, and it is harder on naturally dyed colours.

**Skip the fabric softener.** It coats the fibres and makes linen less absorbent. Linen softens by itself with every wash — that is the whole point.

**Dry it on the line if you can.** Sunlight freshens whites; for coloured pieces, dry them in the shade. If you use a dryer, take things out while still a little damp and hang them to finish.

**Embrace the creases, or iron damp.** Relaxed creases are part of linen's charm. If you prefer it crisp, iron while still slightly damp on a medium-hot setting.`,
    tags: ['linen', 'care'],
    categories: ['Care Guides'],
    scene: { sky: PALETTE.ash, far: PALETTE.slate, near: PALETTE.indigo, sun: PALETTE.oat },
  },
  {
    key: 'spring-studio-sale',
    title: 'Our Spring Studio Sale, and Why We Do It',
    daysAgo: 84,
    excerpt: 'Seconds, samples and last-of-the-batch pieces, once a year, at the studio and online.',
    markdown: `Once a year we clear the shelves. Seconds from the kiln, sample pieces from colours we never put into production, and the last two or three of a batch all go into the spring sale.

We could hide seconds away or throw them out, but a mug with a tiny glaze skip still holds coffee perfectly well. Selling them at a discount means less waste and a way for more people to own something handmade.

This year the sale runs online and in the studio at the same time. Online orders ship in our usual recycled packaging; in the studio there will be tea, and the kettle will be on all day.`,
    tags: ['sale', 'studio life'],
    categories: ['Studio'],
    scene: { sky: PALETTE.natural, far: PALETTE.honey, near: PALETTE.moss, sun: PALETTE.rust },
  },
];

export interface DemoEvent {
  key: string;
  title: string;
  /** Days from the seed's "now" to the start (negative: already happened). */
  inDays: number;
  startHour: number;
  hours: number;
  excerpt: string;
  body: string;
  scene: { sky: string; far: string; near: string; sun: string };
}

export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    key: 'avocado-onion-dye-day',
    title: 'Natural Dye Workshop: Avocado & Onion Skins',
    inDays: 12,
    startHour: 17,
    hours: 3,
    excerpt: 'Dye a linen scarf in dusty pink and warm gold with kitchen scraps.',
    body: '<p>A hands-on morning in the studio with two dye baths made from avocado pits and onion skins. All materials are included and you take your scarf home. Places are limited to eight — book through the shop.</p>',
    scene: { sky: PALETTE.blush, far: PALETTE.clay, near: PALETTE.moss, sun: PALETTE.honey },
  },
  {
    key: 'open-studio-seconds',
    title: 'Open Studio & Seconds Sale',
    inDays: 26,
    startHour: 18,
    hours: 6,
    excerpt: 'The studio doors are open: seconds, samples, tea and a look behind the scenes.',
    body: '<p>Come and see where everything is made. We will be throwing on the wheel and dyeing in the back room all day, and the seconds table will be out. No booking needed.</p>',
    scene: { sky: PALETTE.oat, far: PALETTE.sand, near: PALETTE.rust, sun: PALETTE.paper },
  },
  {
    key: 'beginner-wheel-course',
    title: 'Beginner Wheel Throwing: Two-Evening Course',
    inDays: 40,
    startHour: 1,
    hours: 3,
    excerpt: 'Centre, open and pull your first cylinders over two relaxed evenings.',
    body: '<p>Two evenings on the wheel for complete beginners. We start with centring and finish with a small bowl or cup, which we trim, glaze and fire for you to collect two weeks later.</p>',
    scene: { sky: PALETTE.sage, far: PALETTE.forest, near: PALETTE.charcoal, sun: PALETTE.oat },
  },
  {
    key: 'indigo-vat-day',
    title: 'Indigo Vat Day',
    inDays: -30,
    startHour: 17,
    hours: 4,
    excerpt: 'A day with a fermentation indigo vat and twenty shades of blue.',
    body: '<p>Thank you to everyone who came and dipped, waited and dipped again. The photos are on our Instagram, and we will run the day again in the autumn.</p>',
    scene: { sky: PALETTE.ash, far: PALETTE.indigo, near: PALETTE.slate, sun: PALETTE.paper },
  },
  {
    key: 'holiday-market',
    title: 'Holiday Market at the Studio',
    inDays: -95,
    startHour: 18,
    hours: 5,
    excerpt: 'Six local makers, mulled cider and the last mugs of the year.',
    body: '<p>Our winter market brought together six makers from the neighbourhood. Thank you for coming out in the rain — see you next December.</p>',
    scene: { sky: PALETTE.charcoal, far: PALETTE.forest, near: PALETTE.rust, sun: PALETTE.honey },
  },
];
