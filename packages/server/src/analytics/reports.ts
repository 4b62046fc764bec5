import { isCurrencyCode, money, moneyToJson, VITAL_NAMES, type VitalName } from '@tessera/core';
import {
  dailySeries,
  errorGroupCount,
  errorGroups,
  formSubmissionCounts,
  keyTotals,
  salesTotals,
  topKeys,
  topSellingProducts,
  vitalsTotals,
  type VitalsTotals,
  type Executor,
} from '@tessera/db';
import { isoOfDay, type ReportRange } from './report-range.js';
import { histogramPercentile } from './vitals-histogram.js';

const TRAFFIC_METRICS = ['pageviews', 'visits', 'visitors', 'bounces', 'duration_ms'] as const;
type TrafficMetric = (typeof TRAFFIC_METRICS)[number];

export interface TrafficTotals {
  pageViews: number;
  visits: number;
  visitors: number;
  bounceRate: number;
  averageVisitSeconds: number;
}

function totalsOf(sums: Record<TrafficMetric, number>): TrafficTotals {
  const visits = sums.visits;
  return {
    pageViews: sums.pageviews,
    visits,
    visitors: sums.visitors,
    bounceRate: visits === 0 ? 0 : Math.round((sums.bounces / visits) * 1000) / 10,
    averageVisitSeconds: visits === 0 ? 0 : Math.round(sums.duration_ms / visits / 1000),
  };
}

const zero = (): Record<TrafficMetric, number> => ({
  pageviews: 0,
  visits: 0,
  visitors: 0,
  bounces: 0,
  duration_ms: 0,
});

/** Traffic: the series per day, totals against the previous period, and the top lists. */
export async function trafficReport(db: Executor, websiteId: string, range: ReportRange) {
  const [rows, previousRows, pages, sources, campaigns, devices, browsers] = await Promise.all([
    dailySeries(db, websiteId, range, TRAFFIC_METRICS),
    dailySeries(db, websiteId, range.previous, TRAFFIC_METRICS),
    topKeys(db, websiteId, range, 'page', 'pageviews', 20),
    topKeys(db, websiteId, range, 'source', 'visits', 20),
    topKeys(db, websiteId, range, 'campaign', 'visits', 20),
    topKeys(db, websiteId, range, 'device', 'visits', 10),
    topKeys(db, websiteId, range, 'browser', 'visits', 10),
  ]);
  const byDay = new Map<number, Record<TrafficMetric, number>>();
  for (let day = range.from; day <= range.to; day++) byDay.set(day, zero());
  const current = zero();
  for (const r of rows) {
    const metric = r.metric as TrafficMetric;
    (byDay.get(r.day) as Record<TrafficMetric, number>)[metric] += r.value;
    current[metric] += r.value;
  }
  const previous = zero();
  for (const r of previousRows) previous[r.metric as TrafficMetric] += r.value;
  return {
    from: isoOfDay(range.from),
    to: isoOfDay(range.to),
    series: [...byDay].map(([day, sums]) => ({ date: isoOfDay(day), ...totalsOf(sums) })),
    totals: totalsOf(current),
    previousTotals: totalsOf(previous),
    topPages: pages.map((p) => ({ path: p.key, pageViews: p.value })),
    referrers: sources.map((s) => ({ source: s.key, visits: s.value })),
    campaigns: campaigns.map((c) => ({ campaign: c.key, visits: c.value })),
    devices: devices.map((d) => ({ device: d.key, visits: d.value })),
    browsers: browsers.map((b) => ({ browser: b.key, visits: b.value })),
  };
}

const DAY_MS = 86_400_000;

/** Orders per 100 visits, to one decimal; null without visits (nothing to convert). */
export function conversionRate(orders: number, visits: number): number | null {
  return visits === 0 ? null : Math.round((orders / visits) * 1000) / 10;
}

/** Minor units as the API's amount (`{ value, currency }`), as every owner answer has money. */
function amountOf(units: number, currency: string) {
  return isCurrencyCode(currency) ? moneyToJson(money(units, currency)) : { value: String(units), currency };
}

async function salesOf(
  db: Executor,
  websiteId: string,
  days: { from: number; to: number },
  currency: string,
  visits: number,
) {
  const sold = await salesTotals(db, websiteId, days.from * DAY_MS, (days.to + 1) * DAY_MS);
  const orders = sold.reduce((sum, row) => sum + row.orders, 0);
  const revenue = sold.find((row) => row.currency === currency)?.revenue ?? 0;
  return { orders, revenue: amountOf(revenue, currency), conversionRate: conversionRate(orders, visits) };
}

/**
 * The orders and revenue of a traffic report's days and of the days before, counted as the funnel
 * counts them (stored orders, test orders left out; revenue in the site's currency), and the
 * conversion rate against each period's visits.
 */
export async function trafficSales(
  db: Executor,
  websiteId: string,
  range: ReportRange,
  currency: string,
  visits: { current: number; previous: number },
) {
  const [sales, previousSales] = await Promise.all([
    salesOf(db, websiteId, range, currency, visits.current),
    salesOf(db, websiteId, range.previous, currency, visits.previous),
  ]);
  return { sales, previousSales };
}

const FUNNEL_METRICS = ['product_views', 'add_to_cart', 'checkouts'] as const;

/** Sales funnel: product views → add to cart → checkout → purchase, with sales from the stored orders. */
export async function funnelReport(db: Executor, websiteId: string, range: ReportRange, currency: string) {
  const [rows, sales, products, productViews] = await Promise.all([
    dailySeries(db, websiteId, range, FUNNEL_METRICS),
    salesTotals(db, websiteId, range.fromMs, range.toMs),
    topSellingProducts(db, websiteId, range.fromMs, range.toMs, 20),
    keyTotals(db, websiteId, range, 'product', ['product_views', 'add_to_cart']),
  ]);
  const sum = (metric: string) => rows.filter((r) => r.metric === metric).reduce((s, r) => s + r.value, 0);
  const inCurrency = sales.find((s) => s.currency === currency) ?? { currency, orders: 0, revenue: 0 };
  const orders = sales.reduce((s, r) => s + r.orders, 0);
  const counts = [
    { step: 'Product views', count: sum('product_views') },
    { step: 'Add to cart', count: sum('add_to_cart') },
    { step: 'Checkout', count: sum('checkouts') },
    { step: 'Purchase', count: orders },
  ];
  const steps = counts.map((s, i) => {
    const before = i === 0 ? null : (counts[i - 1] as { count: number }).count;
    const conversion = before === null ? 100 : before === 0 ? 0 : Math.round((s.count / before) * 1000) / 10;
    return { ...s, conversionRate: conversion, dropOff: before === null ? 0 : Math.max(0, before - s.count) };
  });
  const viewsOf = (id: string, metric: string) =>
    productViews.find((p) => p.key === id && p.metric === metric)?.value ?? 0;
  return {
    steps,
    currency: inCurrency.currency,
    revenueCents: inCurrency.revenue,
    orders: inCurrency.orders,
    averageOrderValueCents: inCurrency.orders === 0 ? 0 : Math.round(inCurrency.revenue / inCurrency.orders),
    topProducts: products.map((p) => ({
      ...p,
      views: viewsOf(p.itemId, 'product_views'),
      addsToCart: viewsOf(p.itemId, 'add_to_cart'),
    })),
  };
}

/** Forms (views vs stored submissions) and buttons (renders vs clicks). */
export async function formsAndButtonsReport(db: Executor, websiteId: string, range: ReportRange) {
  const [views, submissions, buttons] = await Promise.all([
    keyTotals(db, websiteId, range, 'form', ['form_views']),
    formSubmissionCounts(db, websiteId, range.fromMs, range.toMs),
    keyTotals(db, websiteId, range, 'button', ['button_renders', 'button_clicks']),
  ]);
  const forms = submissions.map((f) => {
    const formViews = views.find((v) => v.key === f.formId)?.value ?? 0;
    return {
      formId: f.formId,
      name: f.name,
      views: formViews,
      submissions: f.submissions,
      conversionRate: formViews === 0 ? 0 : Math.round((f.submissions / formViews) * 1000) / 10,
    };
  });
  const labels = [...new Set(buttons.map((b) => b.key))];
  return {
    forms,
    buttons: labels.map((label) => {
      const renders = buttons.find((b) => b.key === label && b.metric === 'button_renders')?.value ?? 0;
      const clicks = buttons.find((b) => b.key === label && b.metric === 'button_clicks')?.value ?? 0;
      return {
        label,
        renders,
        clicks,
        clickRate: renders === 0 ? 0 : Math.round((clicks / renders) * 1000) / 10,
      };
    }),
  };
}

export interface VitalSummary {
  metric: VitalName;
  p75: number | null;
  samples: number;
  good: number;
  needsImprovement: number;
  poor: number;
}

/** The dashboard's per-page speed table: the most viewed pages of the range. */
export const VITALS_DASHBOARD_PAGES = 50;

/**
 * Real visitors' web-vitals per template or page: p75 and good / needs improvement / poor shares
 * (%). With `pageLimit`, pages are the most viewed of the range (a site's long tail of pages is
 * left to the CSV export, which passes none).
 */
export async function vitalsReport(
  db: Executor,
  websiteId: string,
  range: ReportRange,
  scope: 'template' | 'page',
  pageLimit?: number,
) {
  const chosen =
    scope === 'page' && pageLimit !== undefined
      ? (await topKeys(db, websiteId, range, 'page', 'pageviews', pageLimit)).map((k) => k.key)
      : undefined;
  const totals = await vitalsTotals(db, websiteId, range, scope, chosen);
  const byKey = new Map<string, Map<string, VitalsTotals>>();
  for (const t of totals) {
    const metrics = byKey.get(t.key) ?? new Map<string, VitalsTotals>();
    metrics.set(t.metric, t);
    byKey.set(t.key, metrics);
  }
  return [...byKey.keys()].sort().map((key) => {
    const metrics: VitalSummary[] = VITAL_NAMES.map((metric) => {
      const t = byKey.get(key)?.get(metric);
      const good = t?.good ?? 0;
      const ni = t?.needsImprovement ?? 0;
      const poor = t?.poor ?? 0;
      const samples = good + ni + poor;
      const share = (n: number) => (samples === 0 ? 0 : Math.round((n / samples) * 1000) / 10);
      return {
        metric,
        p75: t ? histogramPercentile(metric, t.histogram, 75) : null,
        samples,
        good: share(good),
        needsImprovement: share(ni),
        poor: share(poor),
      };
    });
    return { key, metrics };
  });
}

/** The errors table's page size by default. */
export const ERRORS_PAGE_SIZE = 25;

/** One page of the error groups (1-based), most frequent first, with how many groups there are. */
export async function errorsReport(
  db: Executor,
  websiteId: string,
  range: ReportRange,
  page = 1,
  pageSize = ERRORS_PAGE_SIZE,
) {
  const [groups, total] = await Promise.all([
    errorGroups(db, websiteId, range, pageSize, (page - 1) * pageSize),
    errorGroupCount(db, websiteId, range),
  ]);
  return {
    errors: groups.map((e) => ({ ...e, lastSeen: new Date(e.lastSeen).toISOString() })),
    total,
    page,
    pageSize,
  };
}
