import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../owner-kit/index.js';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import {
  languageList,
  languagesBody,
  multilingualSettings,
  multilingualStatus,
  settingsPatch,
} from './schemas.js';
import {
  disconnect,
  readLanguages,
  readSettings,
  readStatus,
  saveLanguages,
  updateSettings,
} from './service.js';

const tags = ['multilingual'];

/** Multilingual settings, status, the language list and the translation connection (spec §7). */
export const multilingualRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = requirePermission('languages.edit');
  app.get(
    '/api/multilingual/settings',
    { schema: { tags, response: { 200: multilingualSettings } }, preHandler },
    async (request) => readSettings(contextOf(request)),
  );
  app.put(
    '/api/multilingual/settings',
    { schema: { tags, body: settingsPatch, response: { 200: multilingualSettings } }, preHandler },
    async (request) => updateSettings(contextOf(request), request.body),
  );
  app.get(
    '/api/multilingual/status',
    { schema: { tags, response: { 200: multilingualStatus } }, preHandler },
    async (request) => readStatus(contextOf(request)),
  );
  app.get(
    '/api/multilingual/languages',
    { schema: { tags, response: { 200: languageList } }, preHandler },
    async (request) => readLanguages(contextOf(request)),
  );
  app.put(
    '/api/multilingual/languages',
    { schema: { tags, body: languagesBody, response: { 200: languageList } }, preHandler },
    async (request) => unwrap(await saveLanguages(contextOf(request), request.body)),
  );
  app.delete('/api/multilingual/connection', { schema: { tags }, preHandler }, async (request, reply) => {
    await disconnect(contextOf(request));
    return reply.code(204).send();
  });
};
