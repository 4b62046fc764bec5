import { isValidEmail } from '@tessera/core';
import { z } from 'zod';
import { isOwnerRedirect } from './redirects.js';

/** Limits of what an owner may build; the spec gives none, these keep rows and pages small. */
export const FORM_LIMITS = {
  fields: 100,
  options: 100,
  title: 200,
  description: 2000,
  option: 200,
  maxLength: 100_000,
  message: 5000,
  submissionHtml: 20_000,
  notifyEmails: 10,
} as const;

const fieldId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Use 1-64 letters, digits, "-" or "_"');
const title = z.string().trim().min(1).max(FORM_LIMITS.title);
const description = z.string().max(FORM_LIMITS.description).optional();
const required = z.boolean().optional();
const placeholder = z.string().max(FORM_LIMITS.title).optional();
const options = z
  .array(z.string().trim().min(1).max(FORM_LIMITS.option))
  .min(1)
  .max(FORM_LIMITS.options)
  .refine((list) => new Set(list).size === list.length, 'Options must be unique');

const base = { id: fieldId, title, description };

/** Every field kind with its editable properties (platform spec §3, form field types). */
export const formFieldSchema = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.enum(['text', 'email', 'number', 'website']), placeholder, required }).strict(),
  z
    .object({
      ...base,
      type: z.literal('textarea'),
      placeholder,
      required,
      maxLength: z.number().int().min(1).max(FORM_LIMITS.maxLength).optional(),
    })
    .strict(),
  z
    .object({ ...base, type: z.literal('currency'), currencySymbol: z.string().max(8).optional(), required })
    .strict(),
  z
    .object({ ...base, type: z.enum(['password', 'twitter', 'date', 'time', 'name', 'address']), required })
    .strict(),
  z.object({ ...base, type: z.literal('phone'), showCountryCode: z.boolean().optional(), required }).strict(),
  z.object({ ...base, type: z.literal('section'), underline: z.boolean().optional() }).strict(),
  z.object({ ...base, type: z.enum(['radio', 'checkbox', 'select']), options, required }).strict(),
  z.object({ ...base, type: z.literal('likert'), options, required }).strict(),
  z
    .object({
      ...base,
      type: z.literal('hidden'),
      key: z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, 'Use 1-100 letters, digits, ".", "-" or "_"'),
      value: z.string().max(FORM_LIMITS.description),
    })
    .strict(),
]);

export const formFieldsSchema = z
  .array(formFieldSchema)
  .max(FORM_LIMITS.fields)
  .refine((fields) => new Set(fields.map((f) => f.id)).size === fields.length, 'Field ids must be unique');

/** A same-site path or an http(s) URL of the owner's choosing; never built from visitor input. */
export const successRedirectSchema = z
  .string()
  .trim()
  .max(2000)
  .refine(isOwnerRedirect, 'Use a path on this site (/thanks) or an http(s) address')
  .nullable();

export const notifyEmailsSchema = z
  .array(z.string().trim().max(256).refine(isValidEmail, 'Invalid email address'))
  .max(FORM_LIMITS.notifyEmails);
