import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { allClassified, contributionId, UNCACHED_PAGE_TYPES } from './contribution-varies.js';
import { registerPageContext } from './page-context.js';
import { PAGE_CONTEXTS } from '../page-contexts.js';
import { cacheableRequest } from './response-cache.js';

const request = (url: string, cookies: Record<string, string> = {}) =>
  ({ method: 'GET', url, cookies }) as unknown as FastifyRequest;

describe('what each context contribution reads from the request', () => {
  it('is declared by every contribution of PAGE_CONTEXTS (an empty list keeps the cache off)', () => {
    expect(PAGE_CONTEXTS.filter((c) => c.varies.length === 0).map(contributionId)).toEqual([]);
    expect(allClassified(PAGE_CONTEXTS)).toBe(true);
    const undeclared = registerPageContext('*', 'newArea', async () => 1, { varies: [] });
    expect(allClassified([...PAGE_CONTEXTS, undeclared])).toBe(false);
  });

  it('makes the response cache render afresh whenever what it reads is in the request', () => {
    for (const contribution of PAGE_CONTEXTS) {
      const id = contributionId(contribution);
      for (const varies of contribution.varies) {
        if (varies === 'none') continue;
        if (varies === 'uncached-page') {
          expect(contribution.pageType, id).not.toBe('*');
          expect(UNCACHED_PAGE_TYPES.has(Number(contribution.pageType)), id).toBe(true);
        } else if (varies === 'query') {
          expect(cacheableRequest(request('/shop/p/mug?anything=1')), id).toBe(false);
        } else if (varies.startsWith('query:')) {
          expect(cacheableRequest(request(`/shop/p/mug?${varies.slice(6)}=x`)), id).toBe(false);
        } else {
          const cookie = varies.slice('cookie:'.length);
          expect(cookie, id).not.toBe('crumb');
          expect(cacheableRequest(request('/shop/p/mug', { crumb: 'c', [cookie]: 'x' })), id).toBe(false);
        }
      }
    }
  });

  it('keeps serving a returning visitor (crumb only) and the JSON form from the cache', () => {
    expect(cacheableRequest(request('/shop/p/mug', { crumb: 'c' }))).toBe(true);
    expect(cacheableRequest(request('/shop/p/mug?format=json', { crumb: 'c' }))).toBe(true);
    expect(cacheableRequest(request('/shop/p/mug', { tessera_session: 's' }))).toBe(false);
    expect(cacheableRequest(request('/shop/p/mug', { tessera_unlock_abc: 'u' }))).toBe(false);
    expect(cacheableRequest({ ...request('/shop/p/mug'), method: 'POST' } as FastifyRequest)).toBe(false);
  });
});
