import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { declareDefaultErrors } from './error-responses.js';

/**
 * Zod schemas on routes give validation, handler types and the OpenAPI document, served at
 * /api/docs (UI) and /api/docs/json. Named schemas (`.meta({ id })`, e.g. `ErrorBody`) become
 * `components.schemas`; every route's error answers are declared (`plugins/error-responses.ts`).
 * `npm run contract` turns the document into `@tessera/contract`'s types.
 */
export async function setupOpenApi(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', declareDefaultErrors);
  // The API's description is the install's, not a site's: readable on a locked site too.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, siteLock: 'open' };
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tessera API',
        description: 'Public and owner APIs of a Tessera website.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'tessera_session' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list' },
  });
}
