import type { CurrencyCode } from '@tessera/core';
import type { FastifyRequest } from 'fastify';
import { contextOf, type ServiceContext } from '../context.js';
import { storeCurrency } from './cart-view.js';

/** The service context plus the currency the store sells in. */
export interface CartContext extends ServiceContext {
  currency: CurrencyCode;
}

export function cartContextOf(request: FastifyRequest): CartContext {
  return { ...contextOf(request), currency: storeCurrency(request.website.currency) };
}
