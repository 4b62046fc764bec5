import {
  addSubscriber,
  createMailingList,
  ensureCaptchaSecret,
  insertCensusEvent,
  insertFormFlash,
  insertFormSubmission,
  insertSubmissionKey,
  listSubscribers,
  type Executor,
} from '@tessera/db';
import { subscriberUnsubscribeUrl } from '../../newsletter/index.js';
import type { IsolationFixture } from '../../testing/isolation-types.js';
import type { SeedIds } from '../../testing/isolation-types.js';
import { createTestForm } from './form-fixtures.js';

/**
 * Gives website B a row in every forms-area table, each carrying a 'secret' marker, and returns
 * their ids by the route parameter names (formId, submissionId, listId, subscriberId).
 */
export async function seedVictimForms(db: Executor, websiteId: string): Promise<SeedIds> {
  const list = await createMailingList(db, websiteId, 'Secret list');
  if (!list) throw new Error('victim list');
  const form = await createTestForm(db, websiteId, {
    name: 'Secret form',
    kind: 'newsletter',
    mailingListId: list.id,
    notifyEmails: ['secret@victim.example'],
    captchaEnabled: true,
  });
  const submission = await insertFormSubmission(db, websiteId, {
    formId: form.id,
    answers: { email: 'secret@victim.example', message: 'secret message' },
    pageTitle: 'Secret page',
    pageId: null,
    contentSource: 'c',
    pagePath: '/secret',
    pagePermissionTypeValue: null,
  });
  await addSubscriber(db, websiteId, list.id, { email: 'secret@victim.example', name: 'secret' });
  await insertSubmissionKey(db, websiteId, 'secret-key-hash', Date.now() + 86_400_000);
  await insertFormFlash(db, websiteId, {
    formId: form.id,
    visitorHash: 'secret',
    payload: { kind: 'success' },
    expiresAt: Date.now() + 86_400_000,
  });
  await ensureCaptchaSecret(db, websiteId, 'secret-captcha-secret');
  await insertCensusEvent(db, websiteId, { event: 'form-render', formId: form.id, visitorCookie: 'secret' });
  const [subscriber] = (await listSubscribers(db, websiteId, list.id, { limit: 1 })).subscribers;
  const subscriberId = subscriber?.id ?? '';
  // B's own genuine unsubscribe link (signed with B's secret), for A's host to try.
  const unsubscribePath = await subscriberUnsubscribeUrl(db, websiteId, '', {
    listId: list.id,
    subscriberId,
  });
  return {
    formId: form.id,
    submissionId: submission.id,
    listId: list.id,
    subscriberId,
    unsubscribeToken: new URL(unsubscribePath, 'http://x').searchParams.get('token') ?? '',
  };
}

const none: IsolationFixture = () => ({});

/** How the isolation test aims each forms-area route at website B's rows. */
export const FORM_ISOLATION_FIXTURES: Record<string, IsolationFixture> = {
  'POST /api/form/FormSubmissionKey': () => ({ body: {} }),
  'POST /api/rest/forms/validate/:formId': () => ({ body: { email: 'a@example.org' } }),
  'POST /api/form/SaveFormSubmission': ({ ids }) => ({
    body: { formId: ids['formId'], key: 'k'.repeat(43), form: '{"email":"a@example.org"}' },
  }),
  'GET /api/form/captcha/:formId/challenge': none,
  'POST /api/form/submit/:formId': () => ({ body: { fields: { email: 'a@example.org' }, pagePath: '/' } }),
  'POST /api/census/form-render': ({ ids }) => ({
    body: { formId: ids['formId'], visitorCookie: 'a|1|2|3|4|1' },
  }),
  'POST /api/admin/forms': ({ ids }) => ({ body: { kind: 'newsletter', mailingListId: ids['listId'] } }),
  'GET /api/admin/forms/:formId': none,
  'PUT /api/admin/forms/:formId': () => ({ body: { name: 'Changed by A' } }),
  'DELETE /api/admin/forms/:formId': none,
  'GET /api/admin/forms/:formId/submissions': none,
  'GET /api/admin/forms/:formId/submissions.csv': none,
  'GET /api/admin/forms/:formId/submissions/:submissionId': none,
  'DELETE /api/admin/forms/:formId/submissions/:submissionId': none,
  'POST /api/admin/mailing-lists': () => ({ body: { name: 'A list' } }),
  'DELETE /api/admin/mailing-lists/:listId': none,
  'POST /api/admin/mailing-lists/:listId/restore': none,
  'GET /api/admin/mailing-lists/:listId/subscribers': none,
  'GET /api/admin/mailing-lists/:listId/subscribers.csv': none,
  'DELETE /api/admin/mailing-lists/:listId/subscribers/:subscriberId': none,
  // B's signed unsubscribe link on A's host: not valid there (400), B's subscriber stays subscribed.
  'GET /newsletter/unsubscribe': ({ ids }) => ({ query: { token: ids['unsubscribeToken'] ?? '' } }),
  'POST /newsletter/unsubscribe': ({ ids }) => ({
    query: { token: ids['unsubscribeToken'] ?? '' },
    body: { 'List-Unsubscribe': 'One-Click' },
  }),
};
