import { idempotencyHeaders } from '@tessera/contract';
import { deleteTaxRule, insertTaxRule, listTaxRules, updateTaxRule } from '@tessera/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotent } from '../owner-kit/index.js';
import { requirePermission } from '../auth/index.js';
import { AppError } from '../errors.js';
import { ruleBody, ruleDto, ruleParams, rulePatch, ruleSchema } from './schemas.js';

const tags = ['commerce-settings'];
const BASE = '/api/admin/commerce/tax-rules';

/** Owner API for tax rules: per country or region, included in prices or added on top. */
export const taxRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = requirePermission('commerce.settings');
  const db = () => app.database.db;

  app.get(BASE, { schema: { tags, response: { 200: z.array(ruleSchema) } }, preHandler }, async (request) =>
    (await listTaxRules(db(), request.website.id)).map(ruleDto),
  );

  app.post(
    BASE,
    {
      schema: { tags, headers: idempotencyHeaders, body: ruleBody, response: { 201: ruleSchema } },
      preHandler,
    },
    async (request, reply) =>
      idempotent(request, reply, {
        status: 201,
        write: async (trx) => {
          const rule = await insertTaxRule(trx, request.website.id, request.body);
          if (!rule) throw new AppError('tax-rule-exists');
          return ruleDto(rule);
        },
      }),
  );

  app.put(
    `${BASE}/:ruleId`,
    { schema: { tags, params: ruleParams, body: rulePatch, response: { 200: ruleSchema } }, preHandler },
    async (request) => {
      const rule = await updateTaxRule(db(), request.website.id, request.params.ruleId, request.body);
      if (rule === 'conflict') throw new AppError('tax-rule-exists');
      if (!rule) throw new AppError('not-found');
      return ruleDto(rule);
    },
  );

  app.delete(
    `${BASE}/:ruleId`,
    { schema: { tags, params: ruleParams }, preHandler },
    async (request, reply) => {
      if (!(await deleteTaxRule(db(), request.website.id, request.params.ruleId)))
        throw new AppError('not-found');
      return reply.code(204).send();
    },
  );
};
