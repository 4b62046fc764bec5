import type { FormField } from '@tessera/core';
import { insertForm, type Executor, type FormInput, type StoredForm } from '@tessera/db';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import type { Visitor } from '../../testing/visitor.js';

/** Test-only: a contact form like the demo's, with one field of the kinds that have rules. */
export const CONTACT_FIELDS: readonly FormField[] = [
  { id: 'name', title: 'Name', type: 'name', required: true },
  { id: 'email', title: 'Email', type: 'email', required: true },
  { id: 'topic', title: 'Topic', type: 'select', options: ['Order', 'Other'] },
  { id: 'message', title: 'Message', type: 'textarea', required: true, maxLength: 20 },
  { id: 'phone', title: 'Phone', type: 'phone' },
  { id: 'secret', title: 'Password', type: 'password' },
  { id: 'source', title: 'Source', type: 'hidden', key: 'utm_source', value: 'direct' },
];

export const VALID_ANSWERS = {
  name: ['Ada', 'Lovelace'],
  email: 'ada@example.org',
  topic: 'Order',
  message: 'Hello there',
};

export function createTestForm(
  db: Executor,
  websiteId: string,
  overrides: Partial<FormInput> = {},
): Promise<StoredForm> {
  return insertForm(db, websiteId, {
    name: 'Contact',
    fields: CONTACT_FIELDS,
    submitLabel: 'Send',
    submissionMessage: 'Thanks!',
    ...overrides,
  });
}

export async function submissionKey(app: FastifyInstance, who: Visitor): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/form/FormSubmissionKey',
    headers: who.headers(),
    remoteAddress: who.address,
  });
  if (response.statusCode !== 200) throw new Error(`key: ${response.statusCode} ${response.body}`);
  return (response.json() as { key: string }).key;
}

/** Fetches the form's captcha challenge and solves it as the browser widget would. */
export async function solvedCaptcha(app: FastifyInstance, who: Visitor, formId: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/form/captcha/${formId}/challenge`,
    headers: who.headers(),
    remoteAddress: who.address,
  });
  if (response.statusCode !== 200) throw new Error(`challenge: ${response.statusCode} ${response.body}`);
  const challenge = response.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export async function save(
  app: FastifyInstance,
  who: Visitor,
  body: Record<string, unknown>,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/form/SaveFormSubmission',
    headers: who.headers(),
    remoteAddress: who.address,
    payload: { pageTitle: 'Contact', pagePath: '/contact', contentSource: 'c', ...body },
  });
  return { status: response.statusCode, json: response.json() as Record<string, unknown> };
}
