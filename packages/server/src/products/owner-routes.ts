import { idempotencyHeaders } from '@tessera/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { contextOf, type ServiceContext } from '../context.js';
import { errorResponses } from '../plugins/index.js';
import { listQuery } from '../owner-kit/index.js';
import { idempotent } from '../owner-kit/index.js';
import { unwrap, type Outcome } from '../owner-kit/index.js';
import { siteChanged } from '../render/index.js';
import {
  createOwnerProduct,
  deleteOwnerProduct,
  listOwnerProducts,
  readOwnerProduct,
  updateOwnerProduct,
} from './product-service.js';
import {
  product,
  productCreate,
  productList,
  productParams,
  productPatch,
  productsParams,
  variant,
  variantInput,
  variantParams,
  variantPatch,
  variantSet,
} from './schemas.js';
import {
  addOwnerVariant,
  deleteOwnerVariant,
  replaceOwnerVariants,
  updateOwnerVariant,
} from './variant-service.js';

const tags = ['admin: products'];
const LIST = '/api/admin/collections/:collectionId/products';
const ONE = '/api/admin/products/:productId';
const VARIANT = '/api/admin/variants/:variantId';

/** Owner CRUD for products and their variants; prices in minor units of the website's currency. */
/**
 * The one shape of the catalogue's create routes: the service runs in the idempotent write's
 * transaction (a retry with the same Idempotency-Key replays the first 201), its failure is
 * answered by `unwrap`, and the storefront's caches learn that products changed.
 */
async function createOnce<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  create: (ctx: ServiceContext) => Promise<Outcome<T>>,
): Promise<T> {
  const created = await idempotent(request, reply, {
    status: 201,
    write: async (trx) => unwrap(await create({ ...contextOf(request), db: trx })),
  });
  siteChanged(request.website.id, 'products');
  return created;
}

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = requirePermission('commerce.products');
  app.get(
    LIST,
    {
      schema: { tags, params: productsParams, querystring: listQuery, response: { 200: productList } },
      preHandler,
    },
    async (request) =>
      unwrap(await listOwnerProducts(contextOf(request), request.params.collectionId, request.query)),
  );
  app.post(
    LIST,
    {
      schema: {
        tags,
        params: productsParams,
        headers: idempotencyHeaders,
        body: productCreate,
        response: { 201: product },
      },
      preHandler,
    },
    (request, reply) =>
      createOnce(request, reply, (ctx) =>
        createOwnerProduct(ctx, request.params.collectionId, request.body, request.website.currency),
      ),
  );
  app.get(
    ONE,
    { schema: { tags, params: productParams, response: { 200: product } }, preHandler },
    async (request) => unwrap(await readOwnerProduct(contextOf(request), request.params.productId)),
  );
  app.patch(
    ONE,
    {
      schema: {
        tags,
        params: productParams,
        body: productPatch,
        response: { 200: product, ...errorResponses('not-found', 'changed-elsewhere') },
      },
      preHandler,
    },
    async (request) => {
      const ctx = contextOf(request);
      const updated = await ctx.db
        .transaction()
        .execute(async (trx) =>
          unwrap(await updateOwnerProduct({ ...ctx, db: trx }, request.params.productId, request.body)),
        );
      siteChanged(request.website.id, 'products');
      return updated;
    },
  );
  app.delete(ONE, { schema: { tags, params: productParams }, preHandler }, async (request, reply) => {
    unwrap(await deleteOwnerProduct(contextOf(request), request.params.productId));
    siteChanged(request.website.id, 'products');
    return reply.code(204).send();
  });
  app.post(
    `${ONE}/variants`,
    {
      schema: {
        tags,
        params: productParams,
        headers: idempotencyHeaders,
        body: variantInput,
        response: { 201: variant },
      },
      preHandler,
    },
    (request, reply) =>
      createOnce(request, reply, (ctx) =>
        addOwnerVariant(ctx, request.params.productId, request.body, request.website.currency),
      ),
  );
  app.put(
    `${ONE}/variants`,
    {
      schema: {
        tags,
        params: productParams,
        body: variantSet,
        response: { 200: product, ...errorResponses('not-found', 'changed-elsewhere') },
      },
      preHandler,
    },
    async (request) => {
      const ctx = contextOf(request);
      // One transaction: a refused variant leaves the product as it was (unwrap throws, rolls back).
      const saved = await ctx.db
        .transaction()
        .execute(async (trx) =>
          unwrap(
            await replaceOwnerVariants(
              { ...ctx, db: trx },
              request.params.productId,
              request.body,
              request.website.currency,
            ),
          ),
        );
      siteChanged(request.website.id, 'products');
      return saved;
    },
  );
  app.patch(
    VARIANT,
    {
      schema: {
        tags,
        params: variantParams,
        body: variantPatch,
        response: { 200: variant, ...errorResponses('not-found', 'changed-elsewhere') },
      },
      preHandler,
    },
    async (request) => {
      const updated = unwrap(
        await updateOwnerVariant(contextOf(request), request.params.variantId, request.body),
      );
      siteChanged(request.website.id, 'products');
      return updated;
    },
  );
  app.delete(VARIANT, { schema: { tags, params: variantParams }, preHandler }, async (request, reply) => {
    unwrap(await deleteOwnerVariant(contextOf(request), request.params.variantId));
    siteChanged(request.website.id, 'products');
    return reply.code(204).send();
  });
};
