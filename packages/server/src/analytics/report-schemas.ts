import { VITAL_NAMES } from '@tessera/core';
import { z } from 'zod';

/** The owner reports' answers (OpenAPI, and so the studio's types through @tessera/contract). */
const totals = z.object({
  pageViews: z.number(),
  visits: z.number(),
  visitors: z.number(),
  bounceRate: z.number().describe('Percent of visits that saw one page'),
  averageVisitSeconds: z.number(),
});

/** Orders of a period, their revenue and the orders per 100 visits (null without visits). */
const sales = z.object({
  orders: z.number().int(),
  revenue: z.object({ value: z.string().describe('Minor units'), currency: z.string() }),
  conversionRate: z.number().nullable().describe('Percent of visits that ended in an order'),
});

export const trafficResponse = z.object({
  from: z.string(),
  to: z.string(),
  series: z.array(totals.extend({ date: z.string() })),
  totals,
  previousTotals: totals,
  /** The same days' orders (test orders left out) and the days before's, for comparison. */
  sales,
  previousSales: sales,
  topPages: z.array(z.object({ path: z.string(), pageViews: z.number() })),
  referrers: z.array(z.object({ source: z.string(), visits: z.number() })),
  campaigns: z.array(z.object({ campaign: z.string(), visits: z.number() })),
  devices: z.array(z.object({ device: z.string(), visits: z.number() })),
  browsers: z.array(z.object({ browser: z.string(), visits: z.number() })),
});

export const funnelResponse = z.object({
  steps: z.array(
    z.object({ step: z.string(), count: z.number(), conversionRate: z.number(), dropOff: z.number() }),
  ),
  currency: z.string(),
  revenueCents: z.number(),
  orders: z.number(),
  averageOrderValueCents: z.number(),
  topProducts: z.array(
    z.object({
      itemId: z.string(),
      productName: z.string(),
      quantity: z.number(),
      revenue: z.number(),
      orders: z.number(),
      views: z.number(),
      addsToCart: z.number(),
    }),
  ),
});

export const formsButtonsResponse = z.object({
  forms: z.array(
    z.object({
      formId: z.string(),
      name: z.string(),
      views: z.number(),
      submissions: z.number(),
      conversionRate: z.number(),
    }),
  ),
  buttons: z.array(
    z.object({ label: z.string(), renders: z.number(), clicks: z.number(), clickRate: z.number() }),
  ),
});

const vitalRows = z.array(
  z.object({
    key: z.string(),
    metrics: z.array(
      z.object({
        metric: z.enum(VITAL_NAMES),
        p75: z.number().nullable(),
        samples: z.number(),
        good: z.number(),
        needsImprovement: z.number(),
        poor: z.number(),
      }),
    ),
  }),
);
export const vitalsResponse = z.object({ templates: vitalRows, pages: vitalRows });

export const errorsResponse = z.object({
  errors: z.array(
    z.object({ message: z.string(), path: z.string(), count: z.number(), lastSeen: z.string() }),
  ),
  total: z.number().int().describe('Error groups (message and page) in the range'),
  page: z.number().int(),
  pageSize: z.number().int(),
});
