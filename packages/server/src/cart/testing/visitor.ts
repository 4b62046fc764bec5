import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { newCrumb, visitor as browserVisitor, type Visitor } from '../../testing/visitor.js';

export { newCrumb, type Visitor } from '../../testing/visitor.js';

/** The shared visitor (`testing/visitor.ts`) with the cart calls cart tests make most. */
export interface CartVisitor extends Visitor {
  add(body: Record<string, unknown>): Promise<LightMyRequestResponse>;
  cart(query?: string): Promise<LightMyRequestResponse>;
}

export function visitor(app: FastifyInstance, host: string, crumb = newCrumb()): CartVisitor {
  const v = browserVisitor(app, host, crumb);
  return {
    ...v,
    add: (body) => v.json('POST', '/api/commerce/shopping-cart/entries', body),
    cart: (query = '') => v.json('GET', `/api/commerce/shopping-cart${query}`),
  };
}
