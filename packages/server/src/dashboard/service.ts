import { isCurrencyCode, money, moneyToJson } from '@tessera/core';
import {
  clockOf,
  countOrdersToFulfil,
  latestSubmissions,
  lowStockVariants,
  pendingReviews,
  salesSince,
  waitlistDemand,
} from '@tessera/db';
import { actorCan } from '../owner-kit/index.js';
import type { ServiceContext } from '../context.js';
import { dayAndWeekStart } from './day-start.js';
import type { Dashboard } from './schemas.js';

/** Where each figure leads in the studio (its list, filtered). */
export const STUDIO_LINKS = {
  ordersToday: '/config/orders?from=',
  ordersToFulfil: '/config/orders?fulfillment=unfulfilled',
  lowStock: '/config/inventory?stock=low',
  formSubmissions: '/config/forms',
  reviews: '/config/reviews?status=pending',
  waitlist: '/config/waitlists',
} as const;

const WEEK_MS = 7 * 86_400_000;

function attributes(json: string): Record<string, string> {
  try {
    return JSON.parse(json) as Record<string, string>;
  } catch {
    return {};
  }
}

async function salesFigures(ctx: ServiceContext, site: { currency: string; timeZone: string }, now: number) {
  const { today, week } = dayAndWeekStart(site.timeZone, now);
  const figure = async (from: number) => {
    const sold = await salesSince(ctx.db, ctx.websiteId, from);
    const currency = sold.currency ?? site.currency;
    const total = isCurrencyCode(currency)
      ? moneyToJson(money(sold.total, currency))
      : { value: String(sold.total), currency };
    return { orders: sold.orders, total, link: `${STUDIO_LINKS.ordersToday}${from}` };
  };
  return { today: await figure(today), week: await figure(week) };
}

/** The home screen's figures, each only for roles allowed to see its list. */
export async function dashboardOf(
  ctx: ServiceContext,
  site: { currency: string; timeZone: string },
  options: { lowStockAt: number; now?: number },
): Promise<Dashboard> {
  const now = options.now ?? clockOf(ctx.db).now();
  const can = (p: Parameters<typeof actorCan>[1]) => actorCan(ctx, p);
  const [sales, toFulfil, low, forms, reviews, waitlist] = await Promise.all([
    can('analytics.view') ? salesFigures(ctx, site, now) : null,
    can('commerce.orders') ? countOrdersToFulfil(ctx.db, ctx.websiteId) : null,
    can('commerce.products') ? lowStockVariants(ctx.db, ctx.websiteId, options.lowStockAt, 10) : null,
    can('forms.submissions') ? latestSubmissions(ctx.db, ctx.websiteId, now - WEEK_MS, 5) : null,
    can('commerce.reviews') ? pendingReviews(ctx.db, ctx.websiteId, 5) : null,
    can('forms.submissions') ? waitlistDemand(ctx.db, ctx.websiteId, 5) : null,
  ]);
  return {
    sales,
    ordersToFulfil: toFulfil === null ? null : { count: toFulfil, link: STUDIO_LINKS.ordersToFulfil },
    lowStock: low && {
      count: low.count,
      threshold: options.lowStockAt,
      link: STUDIO_LINKS.lowStock,
      variants: low.variants.map((v) => ({ ...v, attributes: attributes(v.attributes) })),
    },
    formSubmissions: forms && {
      lastWeek: forms.sinceCount,
      link: STUDIO_LINKS.formSubmissions,
      latest: forms.submissions,
    },
    reviewsToModerate: reviews && {
      count: reviews.count,
      link: STUDIO_LINKS.reviews,
      oldest: reviews.reviews,
    },
    waitlist: waitlist && {
      waiting: waitlist.waiting,
      link: STUDIO_LINKS.waitlist,
      products: waitlist.products,
    },
  };
}
