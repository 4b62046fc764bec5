import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { knownCrumbFor, visitor as browserVisitor, type Visitor } from '../../testing/visitor.js';

export { crumbFor, signedCrumb, unsignedCrumb, type Visitor } from '../../testing/visitor.js';

/** The shared visitor (`testing/visitor.ts`) with the cart calls cart tests make most. */
export interface CartVisitor extends Visitor {
  add(body: Record<string, unknown>): Promise<LightMyRequestResponse>;
  cart(query?: string): Promise<LightMyRequestResponse>;
}

export function visitor(
  app: FastifyInstance,
  host: string,
  crumb = knownCrumbFor(host),
  address?: string,
): CartVisitor {
  const v = browserVisitor(app, host, crumb, address);
  // Assigned onto the visitor, not spread: `crumb` stays a live getter.
  return Object.assign(v, {
    add: (body: Record<string, unknown>) => v.json('POST', '/api/commerce/shopping-cart/entries', body),
    cart: (query = '') => v.json('GET', `/api/commerce/shopping-cart${query}`),
  });
}
