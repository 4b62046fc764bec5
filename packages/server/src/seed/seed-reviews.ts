import { insertProductReview, type Executor } from '@tessera/db';
import { DAY_MS, type SeedScope } from './seed-scope.js';

interface DemoReview {
  product: string;
  rating: number;
  title: string;
  body: string;
  author: string;
  daysAgo: number;
}

/** Published reviews on two products, so the product page's Reviews section has something to show. */
export const DEMO_REVIEWS: readonly DemoReview[] = [
  {
    product: 'linen-overshirt',
    rating: 5,
    title: 'My favourite shirt',
    body: 'Soft from the first wear and it only gets better. I sized down and it is perfect over a tee.',
    author: 'Priya S.',
    daysAgo: 12,
  },
  {
    product: 'linen-overshirt',
    rating: 4,
    title: 'Lovely colour',
    body: 'The moss colour is even nicer in person. Creases a lot, but that is linen.',
    author: 'Tom R.',
    daysAgo: 30,
  },
  {
    product: 'speckled-mug',
    rating: 5,
    title: 'Keeps coffee warm',
    body: 'Heavy in the hand, holds heat well, and the speckles are beautiful. Bought a second one.',
    author: 'Jess L.',
    daysAgo: 5,
  },
  {
    product: 'speckled-mug',
    rating: 4,
    title: '',
    body: 'A touch smaller than I expected, but a real joy to drink from every morning.',
    author: 'Marco D.',
    daysAgo: 21,
  },
];

/** The demo's reviews, published, with stable ids (`review:<product>:<n>`). */
export async function seedReviews(db: Executor, scope: SeedScope): Promise<void> {
  for (const [index, review] of DEMO_REVIEWS.entries()) {
    await insertProductReview(db, scope.websiteId, {
      id: scope.id(`review:${review.product}:${index}`),
      itemId: scope.id(`product:${review.product}`),
      rating: review.rating,
      title: review.title,
      body: review.body,
      authorName: review.author,
      authorEmail: `${review.author.split(' ')[0]?.toLowerCase() ?? 'visitor'}@example.com`,
      status: 'published',
      now: scope.now - review.daysAgo * DAY_MS,
    });
  }
}
