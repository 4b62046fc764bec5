import { z } from 'zod';
import { orderBody } from './schemas.js';

/** Starting the checkout's payment: the same body as placing the order, without a token. */
export const startPaymentBody = orderBody.omit({ paymentToken: true });

const collection = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('card-token'), tokensPath: z.string() }),
  z.object({
    kind: z.literal('client-secret'),
    paymentId: z.string(),
    clientSecret: z.string(),
    publishableKey: z.string(),
  }),
]);

/**
 * What the browser collects the payment with (null when nothing is due), for the amount the
 * server computed (minor units), and until when the stock stays held.
 */
export const startedPaymentResponse = z.object({
  payment: collection.nullable(),
  amount: z.number().int(),
  currency: z.string(),
  holdExpiresAt: z.number().int().nullable(),
});
