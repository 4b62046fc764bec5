import SwaggerParser from '@apidevtools/swagger-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OpenAPIV3 } from 'openapi-types';
import { committedContractFiles, contractFiles, openApiDocument } from './contract-files.js';

describe('the API contract (packages/contract)', () => {
  let document: OpenAPIV3.Document;
  beforeAll(async () => {
    document = await openApiDocument();
  }, 120_000);

  it('is a valid OpenAPI document whose every $ref resolves', async () => {
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('names the error body and declares error answers on the routes', () => {
    expect(Object.keys(document.components?.schemas ?? {})).toContain('ErrorBody');
    const add = document.paths['/api/commerce/shopping-cart/entries']?.post;
    expect(Object.keys(add?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '429']));
    const owner = document.paths['/api/admin/collections']?.get;
    expect(Object.keys(owner?.responses ?? {})).toEqual(expect.arrayContaining(['401', '403']));
  });

  it(
    'is committed as generated: run `npm run contract` after changing a route schema',
    { timeout: 120_000 },
    async () => {
      const [expected, committed] = await Promise.all([contractFiles(document), committedContractFiles()]);
      const stale = 'packages/contract is stale: run `npm run contract` and commit the result.';
      expect(committed.document === expected.document, stale).toBe(true);
      expect(committed.types === expected.types, stale).toBe(true);
    },
  );
});
