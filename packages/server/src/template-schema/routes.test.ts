import { FORM_FIELD_TYPES } from '@tessera/core';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formFieldSchema } from '../forms/index.js';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import type { TemplateSchemaDto } from './schemas.js';

eachDialect('GET /api/template/GetTemplateSchema', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
  });
  afterAll(async () => app.close());

  const get = (type?: string) =>
    app.inject({
      url: '/api/template/GetTemplateSchema',
      headers: { host: site.host },
      ...(type !== undefined && { query: { type } }),
    });

  it('answers the form block’s schema to anyone, by number or name', async () => {
    const response = await get('9');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const schema = response.json() as TemplateSchemaDto;
    expect(schema).toMatchObject({ type: 9, name: 'form' });
    expect((await get('form')).json()).toEqual(schema);
    expect(schema.fieldsets.map((f) => f.name)).toEqual([
      'build',
      'storage',
      'advanced',
      'captcha',
      'disclaimer',
    ]);
    expect(schema.fieldsets[1]?.properties).toEqual(['notifyEmails']);
    expect(Object.keys(schema.form).sort()).toEqual(schema.fieldsets.flatMap((f) => f.properties).sort());
    expect(schema.form['name']).toMatchObject({ type: 'string', default: 'My Form Name', maxLength: 200 });
    expect(schema.form['captchaTheme']).toMatchObject({ enum: ['light', 'dark'], default: 'light' });
  });

  it('lists every field type of core’s form model with the platform spec’s editable properties', async () => {
    const schema = (await get('9')).json() as TemplateSchemaDto;
    expect(schema.fieldTypes.map((f) => f.type)).toEqual([...FORM_FIELD_TYPES]);
    const props = Object.fromEntries(
      schema.fieldTypes.map((f) => [f.type, Object.keys(f.properties).sort()]),
    );
    const common = ['description', 'title'];
    for (const type of ['text', 'email', 'number', 'website'])
      expect(props[type]).toEqual([...common, 'placeholder', 'required'].sort());
    expect(props['textarea']).toEqual([...common, 'maxLength', 'placeholder', 'required'].sort());
    expect(props['currency']).toEqual([...common, 'currencySymbol', 'required'].sort());
    for (const type of ['password', 'twitter', 'date', 'time', 'name', 'address'])
      expect(props[type]).toEqual([...common, 'required'].sort());
    expect(props['phone']).toEqual([...common, 'required', 'showCountryCode'].sort());
    expect(props['section']).toEqual([...common, 'underline'].sort());
    for (const type of ['radio', 'checkbox', 'select', 'likert'])
      expect(props[type]).toEqual([...common, 'options', 'required'].sort());
    expect(props['hidden']).toEqual([...common, 'key', 'value'].sort());
    const byType = (type: string) => schema.fieldTypes.find((f) => f.type === type);
    expect(byType('textarea')?.properties['maxLength']).toMatchObject({ type: 'integer', minimum: 1 });
    expect(byType('select')?.requiredProperties).toEqual(['title', 'options']);
    expect(byType('hidden')?.requiredProperties).toEqual(['title', 'key', 'value']);
    expect(byType('name')?.parts).toEqual(['first', 'last']);
    expect(byType('phone')?.parts).toEqual(['country', 'areaCode', 'prefix', 'line']);
    expect(byType('text')?.parts).toBeNull();
    expect(byType('section')?.holdsValue).toBe(false);
  });

  it('promises only what the owner API accepts: a field built from the schema passes its validator', async () => {
    const schema = (await get('9')).json() as TemplateSchemaDto;
    for (const fieldType of schema.fieldTypes) {
      const field: Record<string, unknown> = { id: 'f1', type: fieldType.type, title: 'A title' };
      if (fieldType.requiredProperties.includes('options')) field['options'] = ['One', 'Two'];
      if (fieldType.type === 'hidden') Object.assign(field, { key: 'ref', value: 'x' });
      expect(formFieldSchema.safeParse(field).success, fieldType.type).toBe(true);
      expect(formFieldSchema.safeParse({ ...field, unknownProperty: 1 }).success).toBe(false);
    }
  });

  it('gives the newsletter block its mailing list in the storage fieldset', async () => {
    const schema = (await get('51')).json() as TemplateSchemaDto;
    expect(schema).toMatchObject({ type: 51, name: 'newsletter' });
    expect(schema.fieldsets[1]).toEqual({ name: 'storage', properties: ['mailingListId', 'notifyEmails'] });
    expect(schema.form['mailingListId']).toBeDefined();
    expect((await get('newsletter')).json()).toEqual(schema);
  });

  it('answers 400 with a clear message for an unknown or missing type', async () => {
    for (const type of ['2', 'gallery', '', undefined]) {
      const response = await get(type);
      expect(response.statusCode, String(type)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation-failed',
        errors: { type: 'Unknown form block type. Use 9 (form block) or 51 (newsletter block).' },
      });
    }
  });

  it('is listed in the OpenAPI document', async () => {
    const docs = await app.inject({ url: '/api/docs/json', headers: { host: site.host } });
    const path = (docs.json() as { paths: Record<string, { get?: { parameters?: { name: string }[] } }> })
      .paths['/api/template/GetTemplateSchema'];
    expect(path?.get?.parameters?.map((p) => p.name)).toEqual(['type']);
  });
});
