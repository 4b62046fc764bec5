import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { AppError } from '../errors.js';
import { bodyContainsCardNumber } from './card-numbers.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The payment provider's own endpoints, the only ones that may receive card numbers. */
    acceptsCardData?: boolean;
    /**
     * Routes that store only what they scrub themselves (analytics: `scrubCardData`), so one
     * card-like value in a batch of events costs that value, not the batch.
     */
    scrubsCardData?: boolean;
  }
}

/**
 * Refuses any request body holding something that looks like a card number (a Luhn-valid run of
 * 13–19 digits with a card issuer's first digit) unless the route is a payment provider endpoint, so card numbers can never reach
 * the database or the logs through a form field, cart answer or note.
 */
export function setupCardGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config?.acceptsCardData || request.routeOptions.config?.scrubsCardData) return;
    if (bodyContainsCardNumber(request.body)) throw new AppError('card-data-refused');
  });
}

const CARD_FIELDS = ['cardNumber', 'cardCvc', 'cardExpiry'];
/** Payment providers' secrets as the owner API receives them (provider-settings.ts). */
const SECRET_FIELDS = ['secretKey', 'webhookSecret', 'clientSecret'];

/** pino redaction of card fields and provider secrets wherever they appear in a logged object (two levels deep). */
export const CARD_LOG_REDACTION = Object.freeze({
  paths: [...CARD_FIELDS, ...SECRET_FIELDS].flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  censor: '[redacted]',
});

type LoggerOption = FastifyServerOptions['logger'];

/** Adds the card redaction to logger options (an instance or `false` is left as it is). */
export function withCardRedaction(logger: LoggerOption): LoggerOption {
  if (typeof logger !== 'object' || logger === null) return logger;
  if ('info' in logger && typeof logger.info === 'function') return logger;
  return { ...logger, redact: CARD_LOG_REDACTION };
}
