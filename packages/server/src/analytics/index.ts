/** The analytics area as other areas see it: ingestion for visitor-side routes, and its registration. */
export { analyticsRoutes } from './routes.js';
export { ingest, mayTrack, requestFacts, flushIngestQueue } from './ingest-service.js';
export type { IngestRecord } from './ingest-queue.js';
export {
  javascriptErrorRecord,
  namedEventRecord,
  pageViewRecord,
  performanceRecord,
  type PageFacts,
  type RequestFacts,
} from './records.js';
export * from './schemas.js';
export { analyticsRetentionFor, analyticsPruneHandler } from './retention.js';
