/** The owner-kit area as other areas see it: import it only through this file. */
export { URL_TAKEN, actorCan, boundedJson, boundedObject, idSchema, listQuery } from './common.js';
export { csvCell, toCsv } from './csv-export.js';
export { idempotent } from './idempotency.js';
export { fail, invalid, unwrap, type Failure, type FieldErrors, type Outcome } from './outcome.js';
export { refusedWithLatest, sendChangedElsewhere } from './changed-elsewhere.js';
