import { PUBLIC_API_PATHS } from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { baseUrlOf, contextOf } from '../context.js';
import { AppError } from '../errors.js';
import { requireCrumb } from '../plugins/index.js';
import { captchaFor, selfHostedCaptcha } from './captcha/captcha-for.js';
import { pageFieldsOf } from './page-fields.js';
import {
  formIdParams,
  saveSubmissionBody,
  saveSubmissionResponse,
  SUBMISSION_BODY_LIMIT,
  submissionKeyResponse,
  validateBody,
  validateResponse,
} from './schemas.js';
import { issueSubmissionKey } from './submission-keys.js';
import { unwrap } from '../failure.js';
import { formRateLimit } from './submit-errors.js';
import { findSubmittableForm, submitForm, validateSubmission } from './submit-service.js';

/** The visitor calls of storefront spec §7 (forms), behind the crumb CSRF check and rate limits. */
export const publicFormRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PUBLIC_API_PATHS.formSubmissionKey,
    {
      schema: { tags: ['forms'], response: { 200: submissionKeyResponse } },
      preHandler: requireCrumb,
      config: formRateLimit(30),
    },
    async (request) => ({ key: await issueSubmissionKey(contextOf(request)) }),
  );

  app.post(
    '/api/rest/forms/validate/:formId',
    {
      schema: {
        tags: ['forms'],
        params: formIdParams,
        body: validateBody,
        response: { 200: validateResponse },
      },
      preHandler: requireCrumb,
      config: formRateLimit(120),
      bodyLimit: SUBMISSION_BODY_LIMIT,
    },
    async (request) => {
      unwrap(await validateSubmission(contextOf(request), request.params.formId, request.body));
      return { valid: true as const };
    },
  );

  app.post(
    PUBLIC_API_PATHS.saveFormSubmission,
    {
      schema: { tags: ['forms'], body: saveSubmissionBody, response: { 200: saveSubmissionResponse } },
      preHandler: requireCrumb,
      config: formRateLimit(10),
      bodyLimit: SUBMISSION_BODY_LIMIT,
    },
    async (request) => {
      const { body } = request;
      const captcha = captchaFor(request.server.config, request.website);
      const input = { formId: body.formId, key: body.key, form: body.form, captchaKey: body.captchaKey };
      unwrap(
        await submitForm(contextOf(request), captcha, {
          ...input,
          page: pageFieldsOf(body),
          baseUrl: baseUrlOf(request),
        }),
      );
      return { success: true as const };
    },
  );

  app.get(
    '/api/form/captcha/:formId/challenge',
    { schema: { tags: ['forms'], params: formIdParams }, config: formRateLimit(30) },
    async (request, reply) => {
      const ctx = contextOf(request);
      const form = await findSubmittableForm(ctx, request.params.formId);
      if (!form?.captchaEnabled) throw new AppError('form-not-configured');
      const challenge = await selfHostedCaptcha().challenge(ctx.db, ctx.websiteId, form.id);
      return reply.header('cache-control', 'no-store').send(challenge);
    },
  );
};
