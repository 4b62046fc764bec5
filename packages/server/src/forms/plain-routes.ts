import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { baseUrlOf, contextOf } from '../context.js';
import { AppError } from '../errors.js';
import { checkCrumb, ensureCrumb } from '../plugins/index.js';
import { captchaFor } from './captcha/captcha-for.js';
import { pageFieldsOf } from './page-fields.js';
import { failureFlash, flashAndReturnPath } from './plain-submission.js';
import { plainValues, redisplayedValues } from './plain-values.js';
import { formIdParams, plainSubmissionBody, SUBMISSION_BODY_LIMIT } from './schemas.js';
import { issueSubmissionKey } from './submission-keys.js';
import { formRateLimit } from './submit-errors.js';
import { findSubmittableForm, submitForm } from './submit-service.js';

/**
 * The form block's `<form method="post">` target, so forms work before (or without) JavaScript:
 * the server issues and spends the single-use key itself, runs the same checks as
 * SaveFormSubmission, then redirects — to the owner's success URL, or back to the page with the
 * outcome (success text, or errors and the values) waiting for this visitor.
 */
export const plainFormRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/form/submit/:formId',
    {
      schema: { tags: ['forms'], params: formIdParams, body: plainSubmissionBody },
      config: formRateLimit(10),
      bodyLimit: SUBMISSION_BODY_LIMIT,
    },
    async (request, reply) => {
      // Form blocks work without cookies too: a post the browser vouches for passes without a crumb.
      const crumb = checkCrumb(request, 'always');
      if (!crumb.ok) throw new AppError(crumb.code);
      const ctx = contextOf(request);
      const form = await findSubmittableForm(ctx, request.params.formId);
      if (!form) throw new AppError('form-not-configured');
      const page = pageFieldsOf(request.body);
      const values = plainValues(form.fields, request.body.fields ?? {});
      const result = await submitForm(ctx, captchaFor(request.server.config, request.website), {
        formId: form.id,
        key: await issueSubmissionKey(ctx),
        form: values,
        captchaKey: request.body.altcha,
        page,
        baseUrl: baseUrlOf(request),
      });
      reply.header('cache-control', 'no-store');
      if (result.ok && form.successRedirect) return reply.redirect(form.successRedirect, 303);
      const flash = result.ok
        ? ({ kind: 'success' } as const)
        : failureFlash(result.error, redisplayedValues(form.fields, values));
      const location = await flashAndReturnPath(ctx, form, ensureCrumb(request, reply), page.pagePath, flash);
      return reply.redirect(location, 303);
    },
  );
};
