import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { AppError } from '../errors.js';
import { unwrap } from '../failure.js';
import { submissionsCsv } from './submissions-csv.js';
import {
  createFormDto,
  deleteFormById,
  deleteSubmission,
  getFormDto,
  getSubmissionDto,
  listFormDtos,
  listSubmissionDtos,
  updateFormDto,
  formInboxes,
} from './owner-service.js';
import {
  deletedResponse,
  formDto,
  formIdParams,
  formInput,
  formInboxList,
  formList,
  formPatch,
  submissionDto,
  submissionPage,
  submissionPageQuery,
  submissionParams,
} from './schemas.js';

const tags = ['forms'];
const editForms = requirePermission('content.edit');
const readSubmissions = requirePermission('forms.submissions');

function found<T>(value: T | undefined): T {
  if (value === undefined) throw new AppError('not-found');
  return value;
}

/** Owner API: forms (content.edit) and their submissions (forms.submissions). */
export const ownerFormRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/forms',
    { schema: { tags, response: { 200: formList } }, preHandler: editForms },
    async (request) => ({
      forms: await listFormDtos(contextOf(request)),
    }),
  );

  app.post(
    '/api/admin/forms',
    { schema: { tags, body: formInput, response: { 201: formDto } }, preHandler: editForms },
    async (request, reply) => {
      return reply.code(201).send(unwrap(await createFormDto(contextOf(request), request.body)));
    },
  );

  app.get(
    '/api/admin/forms/:formId',
    { schema: { tags, params: formIdParams, response: { 200: formDto } }, preHandler: editForms },
    async (request) => found(await getFormDto(contextOf(request), request.params.formId)),
  );

  app.put(
    '/api/admin/forms/:formId',
    {
      schema: { tags, params: formIdParams, body: formPatch, response: { 200: formDto } },
      preHandler: editForms,
    },
    async (request) => {
      return unwrap(await updateFormDto(contextOf(request), request.params.formId, request.body));
    },
  );

  app.delete(
    '/api/admin/forms/:formId',
    { schema: { tags, params: formIdParams, response: { 200: deletedResponse } }, preHandler: editForms },
    async (request) => {
      if (!(await deleteFormById(contextOf(request), request.params.formId))) throw new AppError('not-found');
      return { deleted: true as const };
    },
  );

  app.get(
    '/api/admin/form-inboxes',
    { schema: { tags, response: { 200: formInboxList } }, preHandler: readSubmissions },
    async (request) => ({ forms: await formInboxes(contextOf(request)) }),
  );

  app.get(
    '/api/admin/forms/:formId/submissions',
    {
      schema: {
        tags,
        params: formIdParams,
        querystring: submissionPageQuery,
        response: { 200: submissionPage },
      },
      preHandler: readSubmissions,
    },
    async (request) =>
      found(await listSubmissionDtos(contextOf(request), request.params.formId, request.query)),
  );

  app.get(
    '/api/admin/forms/:formId/submissions.csv',
    { schema: { tags, params: formIdParams }, preHandler: readSubmissions },
    async (request, reply) => {
      const csv = found(await submissionsCsv(contextOf(request), request.params.formId));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="form-submissions.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/api/admin/forms/:formId/submissions/:submissionId',
    {
      schema: { tags, params: submissionParams, response: { 200: submissionDto } },
      preHandler: readSubmissions,
    },
    async (request) => {
      const { formId, submissionId } = request.params;
      return found(await getSubmissionDto(contextOf(request), formId, submissionId));
    },
  );

  app.delete(
    '/api/admin/forms/:formId/submissions/:submissionId',
    {
      schema: { tags, params: submissionParams, response: { 200: deletedResponse } },
      preHandler: readSubmissions,
    },
    async (request) => {
      const { formId, submissionId } = request.params;
      if (!(await deleteSubmission(contextOf(request), formId, submissionId)))
        throw new AppError('not-found');
      return { deleted: true as const };
    },
  );
};
