import {
  ANALYTICS_EVENT_TYPES,
  MAX_EVENTS_PER_POST,
  MAX_METRIC_VALUE,
  PERFORMANCE_METRIC_KEYS,
} from '@tessera/core';
import { z } from 'zod';

const text = (max: number) => z.string().max(max);
const size = z.number().int().min(0).max(100_000);
const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** The page fields every visitor-side event carries (storefront spec §3: analytics hit payload). */
export const pageFields = z.object({
  url: text(2048),
  title: text(512).optional(),
  pageType: z.number().int().min(0).max(999).nullish(),
  template: text(128).nullish(),
  referrer: text(2048).nullish(),
  queryString: text(2048).nullish(),
});

/** The hit's `data` JSON (storefront spec §3). */
export const hitData = pageFields.extend({
  visitorCookie: text(512).nullish(),
  websiteId: text(64),
  templateId: text(128).nullish(),
  website_locale: text(35).nullish(),
  userAgent: text(1024).nullish(),
  clientDate: z.union([z.number().int().positive(), text(64)]).nullish(),
  viewportWidth: size.nullish(),
  viewportHeight: size.nullish(),
  screenWidth: size.nullish(),
  screenHeight: size.nullish(),
  itemId: id.nullish(),
  recordType: z.number().int().min(0).max(999).nullish(),
  collectionId: id.nullish(),
  localStorageSupported: z.boolean().nullish(),
});
export type HitData = z.infer<typeof hitData>;

const eventTypeCodes = Object.values(ANALYTICS_EVENT_TYPES).map(String) as [string, ...string[]];

/** POST /api/census/RecordHit: form-encoded event, data (JSON), ss_cvr. */
export const recordHitBody = z.object({
  event: z.enum(eventTypeCodes),
  data: text(8192),
  ss_cvr: text(256),
});

/** button-click / button-render: the visitor cookie and page fields (storefront spec §7). */
export const buttonBody = pageFields.extend({
  visitorCookie: text(512).nullish(),
  buttonId: text(100).nullish(),
  label: text(200),
  destination: text(2048).nullish(),
});

/** overlay: the spec shows no payload; the popup overlay's id and what happened to it. */
export const overlayBody = pageFields.extend({
  visitorCookie: text(512).nullish(),
  overlayId: text(100),
  action: z.enum(['shown', 'closed', 'submitted']),
});

/** POST /api/events/RecordEvent: form-encoded crumb, event, data (JSON string). */
export const recordEventBody = z.object({
  crumb: text(64).optional(),
  event: z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/),
  data: text(8192).optional(),
});

/** Collector events: eventSchemaName and eventContent (a JSON string), JSON or form body. */
export const collectorBody = z.object({
  eventSchemaName: z.string().regex(/^[A-Za-z0-9_.:/-]{1,150}$/),
  eventContent: text(8192),
});

/** One event of RecordJavascriptErrors: {event, data, timestamp}. */
export const javascriptErrorEvent = z.object({
  event: z.enum(['error', 'unhandledrejection']),
  data: z.object({
    message: text(2000),
    stack: text(5000).optional(),
    url: text(2048),
    line: z.number().int().min(0).optional(),
    column: z.number().int().min(0).optional(),
  }),
  timestamp: z.number().int().positive(),
});
export const javascriptErrorsBody = z.array(javascriptErrorEvent).min(1).max(10);

const metricValue = z.number().min(0).max(MAX_METRIC_VALUE);
const metricShape = Object.fromEntries(
  PERFORMANCE_METRIC_KEYS.map((key) => [key, metricValue.optional()]),
) as Record<(typeof PERFORMANCE_METRIC_KEYS)[number], z.ZodOptional<typeof metricValue>>;

/** One performance event (platform spec §3): app, data, event, pageLoadId, ts. */
export const performanceEvent = z.object({
  app: text(64),
  event: z.literal('performance'),
  pageLoadId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  ts: z.number().int().positive(),
  data: z
    .object({
      url: text(2048),
      pageType: z.number().int().min(0).max(999).nullish(),
      template: text(128).nullish(),
    })
    .extend(metricShape),
});
export const performanceBody = z.array(performanceEvent).min(1).max(MAX_EVENTS_PER_POST);
