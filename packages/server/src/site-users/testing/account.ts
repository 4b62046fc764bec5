import { listOutboxMail, type Executor } from '@tessera/db';
import type { FastifyInstance } from 'fastify';
import { createJobHandlers } from '../../job-handlers.js';
import { testConfig } from '../../testing/harness.js';
import { drain, testWorker } from '../../testing/jobs.js';
import type { Visitor } from '../../testing/visitor.js';
import { ACCOUNT_API, SESSION_API } from '../routes.js';

export const GOOD_PASSWORD = 'violet kiln tuesday harbour';

/** Runs the jobs worker without SMTP, so queued mail lands in the outbox, and returns the outbox. */
export async function deliveredMail(db: Executor, websiteId: string) {
  await drain(testWorker(db, createJobHandlers({ config: testConfig(), mailer: undefined })));
  return listOutboxMail(db, websiteId);
}

/** The link of the newest delivered message to `to` whose text holds `path`. */
export async function linkFromMail(db: Executor, websiteId: string, to: string, path: string) {
  const mails = (await deliveredMail(db, websiteId)).filter(
    (m) => m.to_address === to && m.text_body.includes(path),
  );
  const text = mails.at(-1)?.text_body ?? '';
  const match = new RegExp(`https?://[^\\s]+${path.replace(/[?/]/g, '\\$&')}[^\\s]*`).exec(text);
  if (!match) throw new Error(`no ${path} link was mailed to ${to}`);
  return new URL(match[0]);
}

let calls = 0;
/** A different network address per call: these calls are rate-limited per website and address. */
export const nextAddress = () => `10.77.${Math.floor(++calls / 250) % 250}.${calls % 250}`;

export const signUpAs = (v: Visitor, email: string, name = 'Ada Lovelace', password = GOOD_PASSWORD) =>
  v.json('POST', ACCOUNT_API, { email, password, name }, { remoteAddress: nextAddress() });

export const signInAs = (
  v: Visitor,
  email: string,
  password = GOOD_PASSWORD,
  rememberMe = false,
  ip?: string,
) => v.json('POST', SESSION_API, { email, password, rememberMe }, { remoteAddress: ip ?? nextAddress() });

/** Signs up and verifies through the mailed link; the visitor stays signed out. */
export async function verifiedUser(
  app: FastifyInstance,
  db: Executor,
  websiteId: string,
  v: Visitor,
  email: string,
) {
  const signedUp = await signUpAs(v, email);
  if (signedUp.statusCode !== 200) throw new Error(`sign-up refused: ${signedUp.body}`);
  const link = await linkFromMail(db, websiteId, email, '/account/verify?token=');
  const verified = await v.get(`${link.pathname}${link.search}`);
  if (verified.statusCode !== 303) throw new Error(`verification refused: ${verified.body}`);
  return app;
}
