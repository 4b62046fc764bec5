import { answerText, isValidEmail, type FormField } from '@tessera/core';
import { addSubscriber, clockOf, type Executor } from '@tessera/db';
import { queueWelcomeMail } from './welcome-mail.js';

export interface SignUp {
  email: string;
  name: string;
  fields: Record<string, string>;
}

/** The sign-up a newsletter form's answers make: its first email answer, a name, and the rest by title. */
export function signUpOf(
  fields: readonly FormField[],
  answers: Readonly<Record<string, unknown>>,
): SignUp | undefined {
  const emailField = fields.find((f) => f.type === 'email');
  const email = emailField ? answers[emailField.id] : undefined;
  if (typeof email !== 'string' || !isValidEmail(email)) return undefined;
  const nameField = fields.find((f) => f.type === 'name');
  const name = nameField ? answerText(nameField, answers[nameField.id], '') : '';
  const rest: Record<string, string> = {};
  for (const field of fields) {
    if (field === emailField || field === nameField || field.type === 'section') continue;
    rest[field.title] = answerText(field, answers[field.id]);
  }
  return { email: email.trim(), name: name === 'N/A' ? '' : name, fields: rest };
}

/**
 * Adds a newsletter sign-up to the form's mailing list. Signing up twice is not an error and
 * adds nothing (double-entry protection), and the answer does not tell whether the address was
 * already on the list. A new sign-up (or an address back after unsubscribing) is sent the welcome
 * e-mail with its unsubscribe link, in the same transaction.
 */
export async function signUpToList(
  db: Executor,
  websiteId: string,
  listId: string,
  formId: string,
  signUp: SignUp,
  baseUrl: string,
): Promise<{ added: boolean }> {
  const result = await addSubscriber(db, websiteId, listId, {
    email: signUp.email,
    name: signUp.name,
    fields: signUp.fields,
    sourceFormId: formId,
  });
  if (result.added) {
    await queueWelcomeMail(db, websiteId, baseUrl, {
      id: result.id,
      listId,
      email: signUp.email.trim().toLowerCase(),
      signedUpAt: clockOf(db).now(),
    });
  }
  return { added: result.added };
}
