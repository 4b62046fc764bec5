import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { visitor, type CartVisitor } from '../../cart/testing/visitor.js';

export const ADDRESS = {
  name: 'Ada Lovelace',
  line1: '12 Analytical Row',
  line2: '',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'US',
  phone: '',
};

export const CARDS = {
  visa: { cardNumber: '4242 4242 4242 4242', cardExpiry: '12/39', cardCvc: '123' },
  declined: { cardNumber: '4000 0000 0000 0002', cardExpiry: '12/39', cardCvc: '123' },
  failing: { cardNumber: '4000 0000 0000 0119', cardExpiry: '12/39', cardCvc: '123' },
} as const;

/** A visitor who also checks out: the cart visitor plus the checkout calls. */
export interface Shopper extends CartVisitor {
  details(body?: Record<string, unknown>): Promise<LightMyRequestResponse>;
  token(card?: (typeof CARDS)[keyof typeof CARDS]): Promise<string>;
  place(body: Record<string, unknown>, key?: string): Promise<LightMyRequestResponse>;
  /** Details, a token and the order in one go; returns the placement answer. */
  checkout(options?: {
    email?: string;
    key?: string;
    card?: (typeof CARDS)[keyof typeof CARDS];
  }): Promise<LightMyRequestResponse>;
}

export function shopper(app: FastifyInstance, host: string): Shopper {
  const v = visitor(app, host);
  // Assigned onto the visitor, not spread: `crumb` stays a live getter.
  const self: Shopper = Object.assign(v, {
    details: (body = {}) =>
      v.json('PUT', '/api/commerce/checkout/details', {
        email: 'ada@example.com',
        shippingAddress: ADDRESS,
        ...body,
      }),
    token: async (card = CARDS.visa) => {
      const response = await v.json('POST', '/api/commerce/checkout/payments/test-card/tokens', card);
      if (response.statusCode !== 200) throw new Error(`tokenisation failed: ${response.body}`);
      return (response.json() as { token: string }).token;
    },
    place: (body, key = randomUUID()) =>
      app.inject({
        method: 'POST',
        url: '/api/commerce/checkout/orders',
        headers: { host, cookie: v.cookieHeader(), 'x-csrf-token': v.crumb, 'idempotency-key': key },
        payload: body,
      }),
    checkout: async (options = {}) => {
      const details = await self.details(options.email ? { email: options.email } : {});
      if (details.statusCode !== 200) throw new Error(`details refused: ${details.body}`);
      return self.place({ paymentToken: await self.token(options.card) }, options.key);
    },
  } satisfies Omit<Shopper, keyof CartVisitor>);
  return self;
}
