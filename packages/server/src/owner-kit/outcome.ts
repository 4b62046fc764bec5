/** The kernel's one failure type, as owner services have always imported it (`failure.ts`). */
export { fail, invalid, unwrap, type Failure, type FieldErrors, type Outcome } from '../failure.js';
