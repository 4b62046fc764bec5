import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { beforeAll, expect, it } from 'vitest';

// Issue 17, finding 8: the published document referenced an undefined `schema0` and said category
// names may be 200 characters long where the server allows 25.
/** The committed document (`npm run contract`; `openapi/contract-files.test.ts` keeps it current). */
const DOCUMENT = fileURLToPath(new URL('../../../contract/openapi.json', import.meta.url));
let document: OpenAPIV3.Document;
beforeAll(async () => {
  document = JSON.parse(await readFile(DOCUMENT, 'utf8')) as OpenAPIV3.Document;
});

it('validates, with every $ref naming a schema the document defines', async () => {
  await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  const defined = new Set(Object.keys(document.components?.schemas ?? {}));
  const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)];
  for (const [, name] of refs) expect(defined, name).toContain(name);
  expect(JSON.stringify(document)).not.toMatch(/schema\d+"/);
});

type Schema = OpenAPIV3.SchemaObject;
const bodyOf = (path: string, method: 'post' | 'patch') =>
  (document.paths[path]?.[method]?.requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!
    .schema as Schema;
const nameLimit = (schema: Schema) => (schema.properties?.['displayName'] as Schema).maxLength;

it('documents category names as the server enforces them: 25 characters, a ROOT (the store title) 200', () => {
  const create = bodyOf(
    '/api/content-service/product/1.1/websites/{websiteId}/products/{collectionId}/categories',
    'post',
  );
  const byType = Object.fromEntries(
    (create.oneOf as Schema[]).map((s) => [(s.properties?.['type'] as Schema).enum?.[0], nameLimit(s)]),
  );
  expect(byType).toEqual({ ROOT: 200, CATEGORY: 25 });
  expect(nameLimit(bodyOf('/api/admin/categories/{categoryId}', 'patch'))).toBe(25);
});
