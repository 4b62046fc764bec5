/**
 * Real server processes on a database of their own, for tests and benchmarks outside the
 * checkout area (bench/startup.ts): the reliability tests' helpers, by name.
 */
export { serverProcess, type ServerProcess } from '../checkout/testing/reliability/server-process.js';
export {
  reliabilityDatabase,
  reliabilityDialects,
  type ReliabilityDatabase,
} from '../checkout/testing/reliability/reliability-db.js';
