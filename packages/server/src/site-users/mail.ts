import type { Executor } from '@tessera/db';
import { sendMail } from '../mail/index.js';

/** The account e-mails; plain text, each queued in the caller's transaction for the jobs worker. */
export interface AccountMail {
  websiteId: string;
  siteTitle: string;
  to: string;
  baseUrl: string;
}

/** `next`: a safe site path the link returns to once verified (the join page sign-up began on). */
export async function queueVerifyMail(
  db: Executor,
  mail: AccountMail,
  token: string,
  key: string,
  next?: string,
) {
  const back = next ? `&next=${encodeURIComponent(next)}` : '';
  const link = `${mail.baseUrl}/account/verify?token=${token}${back}`;
  await sendMail(
    db,
    mail.websiteId,
    {
      to: mail.to,
      subject: `Confirm your email for ${mail.siteTitle}`,
      text: `Welcome to ${mail.siteTitle}.\n\nConfirm your email address by opening this link within 48 hours:\n${link}\n\nIf you did not create an account, ignore this message.\n`,
    },
    { idempotencyKey: key },
  );
}

/** Sent instead of a second welcome when someone signs up with an address that has an account. */
export async function queueAlreadyRegisteredMail(db: Executor, mail: AccountMail, key: string) {
  await sendMail(
    db,
    mail.websiteId,
    {
      to: mail.to,
      subject: `Your account at ${mail.siteTitle}`,
      text: `Someone tried to create an account at ${mail.siteTitle} with this address, which already has one.\n\nSign in: ${mail.baseUrl}/account/login\nForgot your password? ${mail.baseUrl}/account/reset\n\nIf this was not you, ignore this message.\n`,
    },
    { idempotencyKey: key },
  );
}

export async function queueResetMail(db: Executor, mail: AccountMail, token: string, key: string) {
  const link = `${mail.baseUrl}/account/reset?token=${token}`;
  await sendMail(
    db,
    mail.websiteId,
    {
      to: mail.to,
      subject: `Reset your password for ${mail.siteTitle}`,
      text: `To choose a new password, open this link within one hour:\n${link}\n\nThe link works once. Choosing a new password signs you out everywhere else.\nIf you did not ask for this, ignore this message: your password stays as it is.\n`,
    },
    { idempotencyKey: key },
  );
}

/** To the new address: the link that moves the account to it. */
export async function queueEmailChangeMail(db: Executor, mail: AccountMail, token: string, key: string) {
  const link = `${mail.baseUrl}/account/confirm-email?token=${token}`;
  await sendMail(
    db,
    mail.websiteId,
    {
      to: mail.to,
      subject: `Confirm your new email for ${mail.siteTitle}`,
      text: `To use this address for your account at ${mail.siteTitle}, open this link within 48 hours:\n${link}\n\nThe link works once. Until then your account keeps its current address.\nIf you did not ask for this, ignore this message.\n`,
    },
    { idempotencyKey: key },
  );
}

/** To the current address: someone signed in asked to move the account elsewhere. */
export async function queueEmailChangeNoticeMail(
  db: Executor,
  mail: AccountMail,
  newEmail: string,
  key: string,
) {
  await sendMail(
    db,
    mail.websiteId,
    {
      to: mail.to,
      subject: `Email change requested for ${mail.siteTitle}`,
      text: `Someone signed in to your account at ${mail.siteTitle} asked to change its email address to ${newEmail}.\n\nYour account keeps this address until the link sent to the new one is opened.\nIf this was not you, change your password now: ${mail.baseUrl}/account/reset\n`,
    },
    { idempotencyKey: key },
  );
}
