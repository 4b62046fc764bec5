import { FORM_FIELD_TYPES, MULTI_PART_FIELDS, isMultiPartField, type FormFieldType } from '@tessera/core';
import { z } from 'zod';
import { formFieldSchema } from '../forms/index.js';
import { formInput } from '../forms/index.js';
import { FORM_BLOCK_TYPES, type FormBlockName, type TemplateSchemaDto } from './schemas.js';

type JsonSchema = Record<string, unknown>;

/** Identity and kind are the server's, not the owner's to edit. */
const NOT_EDITABLE = new Set(['id', 'type', 'kind']);

function toJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
}

function editableProperties(shape: Record<string, z.ZodType>): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(shape)
      .filter(([name]) => !NOT_EDITABLE.has(name))
      .map(([name, schema]) => [name, toJsonSchema(schema)]),
  );
}

/** The server's validator of a field of this type (one option of the discriminated union). */
function fieldValidator(type: FormFieldType) {
  const option = formFieldSchema.options.find((o) => {
    const discriminator = o.shape.type;
    return discriminator.safeParse(type).success;
  });
  if (!option) throw new Error(`no validator for form field type ${type}`);
  return option;
}

function fieldTypes(): TemplateSchemaDto['fieldTypes'] {
  return FORM_FIELD_TYPES.map((type) => {
    const validator = fieldValidator(type);
    const shape = validator.shape as Record<string, z.ZodType>;
    const required = (toJsonSchema(validator)['required'] as string[] | undefined) ?? [];
    return {
      type,
      properties: editableProperties(shape),
      requiredProperties: required.filter((name) => !NOT_EDITABLE.has(name)),
      parts: isMultiPartField(type) ? [...MULTI_PART_FIELDS[type]] : null,
      holdsValue: type !== 'section',
    };
  });
}

const STORAGE: Record<FormBlockName, string[]> = {
  form: ['notifyEmails'],
  newsletter: ['mailingListId', 'notifyEmails'],
};

function fieldsets(name: FormBlockName): TemplateSchemaDto['fieldsets'] {
  return [
    { name: 'build', properties: ['name', 'fields', 'submitLabel'] },
    { name: 'storage', properties: STORAGE[name] },
    { name: 'advanced', properties: ['parsedSubmissionMessage', 'submissionHTML', 'successRedirect'] },
    { name: 'captcha', properties: ['captchaEnabled', 'captchaTheme', 'captchaAlignment'] },
    { name: 'disclaimer', properties: ['parsedDisclaimerMessage'] },
  ];
}

function build(name: FormBlockName): TemplateSchemaDto {
  const sets = fieldsets(name);
  const shown = new Set(sets.flatMap((s) => s.properties));
  const form = Object.fromEntries(
    Object.entries(editableProperties(formInput.shape)).filter(([property]) => shown.has(property)),
  );
  return { type: FORM_BLOCK_TYPES[name], name, fieldsets: sets, form, fieldTypes: fieldTypes() };
}

const cache = new Map<FormBlockName, TemplateSchemaDto>();

/**
 * The form template schema of a form block type: the editor's fieldsets, every form property and
 * every field type of core's form model with its editable properties. Derived from the validators
 * the owner APIs use (forms/field-schemas.ts, forms/schemas.ts), so it can never promise what the
 * server would refuse. The same for every website; built once.
 */
export function formTemplateSchema(type: string): TemplateSchemaDto {
  const name: FormBlockName =
    type === 'newsletter' || type === String(FORM_BLOCK_TYPES.newsletter) ? 'newsletter' : 'form';
  let schema = cache.get(name);
  if (!schema) {
    schema = build(name);
    cache.set(name, schema);
  }
  return schema;
}
