import { BLOCK_TYPES, createForm, type FormField } from '@tessera/core';
import {
  createMailingList,
  findMailingListByName,
  inTransaction,
  insertForm,
  listBlocksOfTypes,
  setBlockConfig,
  type BlockInput,
  type Executor,
} from '@tessera/db';
import { formFieldsSchema } from '../field-schemas.js';

/** The demo contact form: one field of the kinds visitors meet most, and a hidden campaign field. */
export const DEMO_CONTACT_FIELDS: readonly FormField[] = [
  { id: 'name', title: 'Name', type: 'name', required: true },
  { id: 'email', title: 'Email', type: 'email', required: true },
  {
    id: 'subject',
    title: 'Subject',
    type: 'select',
    options: ['A question about an order', 'Wholesale', 'Something else'],
  },
  { id: 'message', title: 'Message', type: 'textarea', required: true, maxLength: 500 },
  { id: 'source', title: 'Source', type: 'hidden', key: 'utm_source', value: 'direct' },
];

export const DEMO_NEWSLETTER_FIELDS: readonly FormField[] = [
  { id: 'email', title: 'Email', type: 'email', required: true },
];

export interface DemoForms {
  contactFormId: string;
  newsletterFormId: string;
  mailingListId: string;
}

/**
 * Seed hook for the demo site: the contact form, the newsletter mailing list and its sign-up form,
 * as real form rows. Put them on pages with `formBlockInput` and `newsletterBlockInput`.
 *
 * @example
 * const forms = await seedDemoForms(trx, websiteId, 'hello@example.com');
 * await replaceBlocks(trx, websiteId, layoutId, [formBlockInput(forms.contactFormId)]);
 */
export async function seedDemoForms(
  db: Executor,
  websiteId: string,
  ownerEmail?: string,
): Promise<DemoForms> {
  return inTransaction(db, async (trx) => {
    const created = await createMailingList(trx, websiteId, 'Newsletter');
    const list = created ?? (await findMailingListByName(trx, websiteId, 'Newsletter'));
    if (!list) throw new Error('The demo mailing list could not be created');
    const contact = await insertForm(trx, websiteId, {
      name: 'Contact',
      fields: DEMO_CONTACT_FIELDS,
      submitLabel: 'Send',
      submissionMessage: 'Thank you! We will get back to you within two working days.',
      disclaimerMessage: 'We use your details only to answer your message.',
      notifyEmails: ownerEmail ? [ownerEmail] : [],
    });
    const newsletter = await insertForm(trx, websiteId, {
      kind: 'newsletter',
      name: 'Newsletter',
      fields: DEMO_NEWSLETTER_FIELDS,
      submitLabel: 'Sign Up',
      submissionMessage: 'Thanks for signing up!',
      mailingListId: list.id,
    });
    return { contactFormId: contact.id, newsletterFormId: newsletter.id, mailingListId: list.id };
  });
}

export function formBlockInput(formId: string): BlockInput {
  return { blockType: BLOCK_TYPES.FORM, config: { formId } };
}

export function newsletterBlockInput(formId: string, title: string, description = ''): BlockInput {
  return { blockType: BLOCK_TYPES.NEWSLETTER, config: { formId, title, description } };
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/**
 * Moves forms kept inline in form and newsletter block config (`fields`, or a whole `form`
 * object) into form rows, leaving `{ formId }` (plus a newsletter's title and description) in the
 * block. Blocks that already name a form are left alone; invalid inline fields are skipped.
 * Returns how many blocks were moved.
 */
export async function migrateInlineForms(db: Executor, websiteId: string): Promise<number> {
  const blocks = await listBlocksOfTypes(db, websiteId, [BLOCK_TYPES.FORM, BLOCK_TYPES.NEWSLETTER]);
  let moved = 0;
  for (const block of blocks) {
    if (typeof block.config['formId'] === 'string') continue;
    const inline = (block.config['form'] ?? block.config) as Record<string, unknown>;
    const fields = formFieldsSchema.safeParse(inline['fields']);
    if (!fields.success) continue;
    const newsletter = block.blockType === BLOCK_TYPES.NEWSLETTER;
    const defaults = createForm('');
    const form = await insertForm(db, websiteId, {
      kind: newsletter ? 'newsletter' : 'form',
      name: text(inline['name'], defaults.name),
      fields: fields.data,
      submitLabel: text(inline['submitLabel'], newsletter ? 'Sign Up' : 'Submit'),
      submissionMessage: text(inline['parsedSubmissionMessage'], 'Thank you!'),
      captchaEnabled: inline['captchaEnabled'] === true,
    });
    const rest = newsletter
      ? { title: block.config['title'] ?? '', description: block.config['description'] ?? '' }
      : {};
    await setBlockConfig(db, websiteId, block.id, { formId: form.id, ...rest });
    moved += 1;
  }
  return moved;
}
