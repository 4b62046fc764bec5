import { z } from 'zod';

/** The block types that hold a form (platform spec §3 block types), by number and by name. */
export const FORM_BLOCK_TYPES = { form: 9, newsletter: 51 } as const;
export type FormBlockName = keyof typeof FORM_BLOCK_TYPES;

const TYPE_VALUES = ['9', '51', 'form', 'newsletter'] as const;

export const UNKNOWN_TYPE_MESSAGE = 'Unknown form block type. Use 9 (form block) or 51 (newsletter block).';

/** GET /api/template/GetTemplateSchema?type= (storefront spec §7). */
export const templateSchemaQuery = z.object({
  type: z.enum(TYPE_VALUES, { error: UNKNOWN_TYPE_MESSAGE }),
});

/** A JSON Schema (draft 2020-12) of one property, as the owner's editor validates it. */
const jsonSchema = z.record(z.string(), z.unknown());

export const templateSchema = z.object({
  /** The block type number (9 form, 51 newsletter). */
  type: z.number().int(),
  name: z.enum(['form', 'newsletter']),
  /** The editor's panels and the form properties each one edits, in order. */
  fieldsets: z.array(z.object({ name: z.string(), properties: z.array(z.string()) })),
  /** Every form property with its JSON Schema (limits and defaults as the server enforces them). */
  form: z.record(z.string(), jsonSchema),
  /** Every field type, in the editor's order, with its editable properties. */
  fieldTypes: z.array(
    z.object({
      type: z.string(),
      properties: z.record(z.string(), jsonSchema),
      /** Properties an owner must fill in. */
      requiredProperties: z.array(z.string()),
      /** Whether a visitor's answer is several parts (date, time, name, address, phone), and which. */
      parts: z.array(z.string()).nullable(),
      /** Whether the field holds an answer (a section divider does not). */
      holdsValue: z.boolean(),
    }),
  ),
});
export type TemplateSchemaDto = z.infer<typeof templateSchema>;
