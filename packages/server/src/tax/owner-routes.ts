import { idempotencyHeaders } from '@tessera/contract';
import { deleteTaxRule, findTaxRule, insertTaxRule, listTaxRules, updateTaxRule } from '@tessera/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotent, sendChangedElsewhere } from '../owner-kit/index.js';
import { requirePermission } from '../auth/index.js';
import { AppError } from '../errors.js';
import { failure, sendFailure } from '../failure.js';
import { errorResponses } from '../plugins/index.js';
import { ruleBody, ruleDto, ruleParams, rulePatch, ruleRefused, ruleSchema } from './schemas.js';

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
    {
      schema: {
        tags,
        params: ruleParams,
        body: rulePatch,
        response: { 200: ruleSchema, ...errorResponses('not-found'), 409: ruleRefused },
      },
      preHandler,
    },
    async (request, reply) => {
      const { version, ...changes } = request.body;
      const { ruleId } = request.params;
      const rule = await updateTaxRule(db(), request.website.id, ruleId, changes, version);
      if (!rule) return sendFailure(request, reply, failure('not-found'));
      if (rule === 'conflict') return sendFailure(request, reply, failure('tax-rule-exists'));
      if (rule === 'changed') {
        const latest = await findTaxRule(db(), request.website.id, ruleId);
        return sendChangedElsewhere(request, reply, latest && ruleDto(latest));
      }
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
