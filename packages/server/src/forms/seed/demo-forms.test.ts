import { COLLECTION_TYPES } from '@tessera/core';
import {
  createCollection,
  createWebsite,
  ensureLayout,
  findForm,
  listBlocks,
  listMailingLists,
  newId,
  replaceBlocks,
  type Executor,
} from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { expect, it } from 'vitest';
import { formBlockInput, migrateInlineForms, newsletterBlockInput, seedDemoForms } from './demo-forms.js';

async function layoutOf(db: Executor, websiteId: string) {
  const page = await createCollection(db, websiteId, {
    type: COLLECTION_TYPES.PAGE,
    urlId: 'contact',
    title: 'Contact',
  });
  return ensureLayout(db, websiteId, { ownerKind: 'collection', ownerId: page.id });
}

eachDialect('demo forms seed hook', (getDb) => {
  it('creates the contact form, the newsletter list and its sign-up form', async () => {
    const { db } = getDb();
    const websiteId = (await createWebsite(db, { slug: `d${newId()}`, title: 'Demo' })).id;
    const forms = await seedDemoForms(db, websiteId, 'owner@example.com');
    expect(await findForm(db, websiteId, forms.contactFormId)).toMatchObject({
      kind: 'form',
      notify_emails: ['owner@example.com'],
    });
    expect(await findForm(db, websiteId, forms.newsletterFormId)).toMatchObject({
      kind: 'newsletter',
      mailing_list_id: forms.mailingListId,
    });
    expect((await listMailingLists(db, websiteId)).map((l) => l.name)).toEqual(['Newsletter']);
    const layout = await layoutOf(db, websiteId);
    const placed = await replaceBlocks(db, websiteId, layout, [
      formBlockInput(forms.contactFormId),
      newsletterBlockInput(forms.newsletterFormId, 'Stay in touch'),
    ]);
    expect(placed).toHaveLength(2);
  });

  it('moves forms kept inline in block config into form rows', async () => {
    const { db } = getDb();
    const websiteId = (await createWebsite(db, { slug: `d${newId()}`, title: 'Demo' })).id;
    const layout = await layoutOf(db, websiteId);
    await replaceBlocks(db, websiteId, layout, [
      { blockType: 9, config: { fields: [{ id: 'email', title: 'Email', type: 'email', required: true }] } },
      {
        blockType: 51,
        config: {
          title: 'News',
          form: { name: 'Sign up', fields: [{ id: 'e', title: 'E', type: 'email' }] },
        },
      },
      { blockType: 9, config: { fields: [{ id: 'x', title: 'X', type: 'bogus' }] } },
      { blockType: 2, config: { html: '<p>x</p>' } },
    ]);
    expect(await migrateInlineForms(db, websiteId)).toBe(2);
    const blocks = await listBlocks(db, websiteId, layout);
    const formId = String(blocks[0]?.config['formId']);
    expect(await findForm(db, websiteId, formId)).toMatchObject({ kind: 'form', name: 'My Form Name' });
    expect(blocks[1]?.config).toMatchObject({ title: 'News', formId: expect.any(String) });
    expect(blocks[2]?.config).toHaveProperty('fields');
    expect(await migrateInlineForms(db, websiteId)).toBe(0);
  });
});
