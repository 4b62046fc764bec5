import { z } from 'zod';

const money = z.object({ value: z.string(), currency: z.string() });
const sales = z.object({ orders: z.number().int(), total: money, link: z.string() });

/**
 * The studio's home figures. A section is null when the signed-in role may not see it; every
 * figure carries the studio link of its list.
 */
export const dashboardResponse = z.object({
  sales: z.object({ today: sales, week: sales }).nullable(),
  ordersToFulfil: z.object({ count: z.number().int(), link: z.string() }).nullable(),
  lowStock: z
    .object({
      count: z.number().int(),
      threshold: z.number().int(),
      link: z.string(),
      variants: z.array(
        z.object({
          variantId: z.string(),
          productId: z.string(),
          productTitle: z.string(),
          sku: z.string(),
          attributes: z.record(z.string(), z.string()),
          qtyInStock: z.number().int(),
        }),
      ),
    })
    .nullable(),
  formSubmissions: z
    .object({
      lastWeek: z.number().int(),
      link: z.string(),
      latest: z.array(
        z.object({
          id: z.string(),
          formId: z.string(),
          formName: z.string(),
          pageTitle: z.string(),
          createdAt: z.number(),
        }),
      ),
    })
    .nullable(),
  reviewsToModerate: z
    .object({
      count: z.number().int(),
      link: z.string(),
      oldest: z.array(
        z.object({
          id: z.string(),
          productId: z.string(),
          rating: z.number().int(),
          title: z.string(),
          authorName: z.string(),
          createdAt: z.number(),
        }),
      ),
    })
    .nullable(),
  waitlist: z
    .object({
      waiting: z.number().int(),
      link: z.string(),
      products: z.array(
        z.object({ productId: z.string(), productTitle: z.string(), waiting: z.number().int() }),
      ),
    })
    .nullable(),
});
export type Dashboard = z.infer<typeof dashboardResponse>;

export const dashboardQuery = z.object({
  lowStockAt: z.coerce.number().int().min(0).max(1_000_000).default(5),
});
